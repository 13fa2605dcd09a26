/** First screens of the campaign pages (inventory platform §4): the campaign, its first page and 爆款, in the default city. */
import { errorText, optional, type PageLoadContext } from '@/lib/pageLoader';
import { CAMPAIGN_PAGES, DEFAULT_CAMPAIGN_CITY, SECKILL_FILTER, SPEC_TYPE, type CampaignPageConfig } from '@/lib/contract/activity/enums';
import { activityList, activityProductList, activityTypeOptions, seckillList, type ActivityListPage, type SeckillListPage } from '@/services/activity';
import type { CampaignStart } from '@/lib/activity/campaignStart';

const PAGE = 15;
const APP = 'COMDIC_TERMINAL_APP';
const specCodeOf = (q: PageLoadContext['query']) => (q.specCode && /^[A-Za-z0-9_-]{1,64}$/.test(q.specCode) ? q.specCode : '');

/** A campaign page of `cfg`'s type (or the campaign ?specCode= names): options, page 1 and the recommended top 3. */
export const loadCampaign =
  (cfg: CampaignPageConfig) =>
  async ({ client, query }: PageLoadContext): Promise<CampaignStart> => {
    const specCode = specCodeOf(query);
    const city = DEFAULT_CAMPAIGN_CITY.code;
    try {
      const options = await activityTypeOptions({ specType: cfg.specType, specCode: specCode || undefined, platformCode: 'COMDIC_PLATFORM_CRISPS', cityCodes: city }, client);
      if (!options.specCode) return { options, first: null, reco: [], specCode, error: '' };
      const [first, reco] = await Promise.all([
        activityProductList({ specCode: options.specCode, page: 1, limit: PAGE, terminalCode: APP, cityCode: city }, client),
        optional(activityProductList({ specCode: options.specCode, isReco: 1, page: 1, limit: 100, terminalCode: APP, cityCode: city }, client)),
      ]);
      return { options, first, reco: reco?.records.slice(0, 3) ?? [], specCode, error: '' };
    } catch (e) {
      return { options: null, first: null, reco: [], specCode, error: errorText(e, '请求数据失败，请稍后再试') };
    }
  };

/** The flash sale's live and coming 专场 and 场次 (the /seckill hub's list, first rendered and reloaded alike). */
export const SECKILL_SESSIONS_QUERY = { specType: SPEC_TYPE.XSQG, when: 'live_coming', page: 1, limit: 20, cityCode: DEFAULT_CAMPAIGN_CITY.code } as const;

export type SessionsData = { sessions: ActivityListPage | null; error: string };

/** The flash sale's 专场 and 场次 that are live or coming (the /seckill hub and 整点秒杀). */
export async function loadSeckillSessions({ client }: PageLoadContext): Promise<SessionsData> {
  try {
    return { sessions: await activityList(SECKILL_SESSIONS_QUERY, client), error: '' };
  } catch (e) {
    return { sessions: null, error: errorText(e, '请求数据失败，请稍后再试') };
  }
}

export type SeckillListData = { first: SeckillListPage | null; error: string };

/** /activity/seckill2: the first page of every flash-sale product with the four counts. */
export async function loadSeckillList({ client }: PageLoadContext): Promise<SeckillListData> {
  try {
    return { first: await seckillList({ status: SECKILL_FILTER.ALL, page: 1, limit: PAGE, cityCode: DEFAULT_CAMPAIGN_CITY.code }, client), error: '' };
  } catch (e) {
    return { first: null, error: errorText(e, '请求数据失败，请稍后再试') };
  }
}

export type TimeSpikeData = { sessions: ActivityListPage | null; first: CampaignStart | null; error: string };

/** 整点秒杀: the live and coming 场次, and the first one's screen (the live one when there is one). */
export async function loadTimeSpike(ctx: PageLoadContext): Promise<TimeSpikeData> {
  try {
    const sessions = await activityList({ specType: SPEC_TYPE.XSQG, kind: 'SESSION', when: 'live_coming', limit: 30, cityCode: DEFAULT_CAMPAIGN_CITY.code }, ctx.client);
    const pick = specCodeOf(ctx.query) || sessions.records[0]?.specCode || '';
    if (!pick) return { sessions, first: null, error: '' };
    const first = await loadCampaign(CAMPAIGN_PAGES.seckill)({ ...ctx, query: { ...ctx.query, specCode: pick } });
    return { sessions, first, error: '' };
  } catch (e) {
    return { sessions: null, first: null, error: errorText(e, '请求数据失败，请稍后再试') };
  }
}
