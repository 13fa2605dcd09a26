/** First screens of 商户入驻 (/my/merchantsJoin) and 我要合作 (/my/cooperation): login-only, the caller's own records. */
import { DEFAULT_CITY } from '@/lib/constants';
import type { PageLoadContext } from '@/lib/pageLoader';
import { userProfile } from '@/services/auth';
import { getFilterCode } from '@/services/category';
import { myCooperations, myMerchantApplication, type CooperationPage, type MyMerchantApplication } from '@/services/apply';

export const COOPERATION_PAGE_SIZE = 10;

export type MerchantJoinData = {
  mine: MyMerchantApplication;
  /** First-level service categories to choose from. */
  categories: { code: string; name: string }[];
  /** The account's own phone (no code needed for it) and nickname. */
  accountPhone: string;
  nickName: string;
  city: { code: string; name: string };
};

/** 商户入驻: the caller's latest application (an invalid session goes to login), the categories and the defaults. */
export async function loadMerchantJoin({ client, cookieCity }: PageLoadContext): Promise<MerchantJoinData> {
  const [mine, filter, profile] = await Promise.all([myMerchantApplication(client), getFilterCode(client), userProfile(client)]);
  const code = String(cookieCity?.code || DEFAULT_CITY.code);
  const name = code === String(cookieCity?.code) && cookieCity?.name ? String(cookieCity.name) : DEFAULT_CITY.name;
  return {
    mine,
    categories: filter.categories,
    accountPhone: profile.mainAccountFull,
    nickName: profile.nickName,
    city: { code, name },
  };
}

export type CooperationData = { first: CooperationPage; accountPhone: string };

/** 我要合作: the caller's proposals (first page) and their phone. */
export async function loadCooperation({ client }: PageLoadContext): Promise<CooperationData> {
  const [first, profile] = await Promise.all([myCooperations({ page: 1, limit: COOPERATION_PAGE_SIZE }, client), userProfile(client)]);
  return { first, accountPhone: profile.mainAccountFull };
}
