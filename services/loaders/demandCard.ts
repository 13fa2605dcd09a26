/** First screens of 轻松找服务 (/myDemandCard/<kind>, /myDemandCard/second) and 我的需求卡 (/my/demandCard). */
import { DEFAULT_CITY } from '@/lib/constants';
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import { cmsCodeTier } from '@/services/dict';
import { demandCardList, type DemandCardPage } from '@/services/demandCard';

export const MY_CARDS_PAGE_SIZE = 10;

export type CardCityData = { city: { code: string; name: string }; districts: string[] };

/** The site's city from its cookie (成都市 by default) and its districts (none when the look-up failed). */
export async function loadCardCity({ client, cookieCity }: PageLoadContext): Promise<CardCityData> {
  const code = String(cookieCity?.code || DEFAULT_CITY.code);
  const name = code === String(cookieCity?.code) && cookieCity?.name ? String(cookieCity.name) : DEFAULT_CITY.name;
  const rows = await optional(cmsCodeTier(code, client));
  return { city: { code, name }, districts: (rows ?? []).map((r) => r.name) };
}

export type MyCardsData = { first: DemandCardPage | null };

/** 我的需求卡's first page (null when it failed: the browser loads it again). */
export async function loadMyDemandCards({ client }: PageLoadContext): Promise<MyCardsData> {
  return { first: await optional(demandCardList({ page: 1, limit: MY_CARDS_PAGE_SIZE }, client)) };
}
