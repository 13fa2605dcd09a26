/**
 * Campaigns (专题活动, inventory platform §4): the campaign types, the states the server decides and the page
 * settings each campaign page uses. Shared by the server and the pages. Amounts are integer fen.
 */

/** specType of a campaign (inventory §8 "Campaign"). */
export const SPEC_TYPE = {
  XSQG: 'HDZT_ZTTYPE_XSQG',
  DJZS: 'HDZT_ZTTYPE_DJZS',
  XTSF: 'HDZT_ZTTYPE_XTSF',
  XFWHSF: 'HDZT_ZTTYPE_XFWHSF',
  TM: 'HDZT_ZTTYPE_TM',
  QWBT: 'HDZT_ZTTYPE_QWBT',
  YXHD: 'MARKETING-HDZT-YXHD',
} as const;
export type SpecType = (typeof SPEC_TYPE)[keyof typeof SPEC_TYPE];
export const SPEC_TYPES = Object.values(SPEC_TYPE) as [SpecType, ...SpecType[]];
export const SPEC_TYPE_LABEL: Record<SpecType, string> = {
  HDZT_ZTTYPE_XSQG: '限时直降',
  HDZT_ZTTYPE_DJZS: '独家专售',
  HDZT_ZTTYPE_XTSF: '新品首发',
  HDZT_ZTTYPE_XFWHSF: '先服务后收费',
  HDZT_ZTTYPE_TM: '99特卖',
  HDZT_ZTTYPE_QWBT: '官方补贴',
  'MARKETING-HDZT-YXHD': '营销活动',
};

/** What a campaign sells: service goods, or trade listings. */
export const CAMPAIGN_PRODUCT_TYPE = { SERVICE: 'PRO_CLASS_TYPE_SERVICE', TRANSACTION: 'PRO_CLASS_TYPE_TRANSACTION' } as const;
export type CampaignProductType = (typeof CAMPAIGN_PRODUCT_TYPE)[keyof typeof CAMPAIGN_PRODUCT_TYPE];

/** A 专场 runs for days; a 场次 (整点秒杀 session) is one short window of a flash sale. */
export const CAMPAIGN_KIND = { SPECIAL: 'SPECIAL', SESSION: 'SESSION' } as const;
export type CampaignKind = (typeof CAMPAIGN_KIND)[keyof typeof CAMPAIGN_KIND];

/** Decided by the server from its own clock: 1 未开始, 2 进行中, 3 已结束. */
export const CAMPAIGN_STATUS = { NOT_STARTED: 1, ONGOING: 2, ENDED: 3 } as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[keyof typeof CAMPAIGN_STATUS];
export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = { 1: '未开始', 2: '进行中', 3: '已结束' };

/** One campaign product: 1 未开始, 2 抢购中, 3 已抢光, 4 已结束. */
export const SALE_STATUS = { NOT_STARTED: 1, ON_SALE: 2, SOLD_OUT: 3, ENDED: 4 } as const;
export type SaleStatus = (typeof SALE_STATUS)[keyof typeof SALE_STATUS];
export const SALE_STATUS_LABEL: Record<SaleStatus, string> = { 1: '未开始', 2: '立即抢购', 3: '已抢光', 4: '已结束' };

/** seckill_list's filter (the 4 counts of /activity/seckill2). */
export const SECKILL_FILTER = { ALL: 'all', ONGOING: 'ongoing', COMING: 'coming', ENDED: 'ended' } as const;
export type SeckillFilter = (typeof SECKILL_FILTER)[keyof typeof SECKILL_FILTER];

/** activity_list's window filter: live and coming (default), or only one of them. */
export const LIST_WHEN = { LIVE_AND_COMING: 'live_coming', LIVE: 'live', COMING: 'coming' } as const;
export type ListWhen = (typeof LIST_WHEN)[keyof typeof LIST_WHEN];

/** The city a campaign page starts in (inventory §4.0: 成都市). */
export const DEFAULT_CAMPAIGN_CITY = { code: '510100', name: '成都市' };

/** Refusals of a flash-sale claim (the msg of the envelope). */
export const SECKILL_MSG = {
  notStarted: '活动未开始，请稍后再来',
  ended: '活动已结束',
  soldOut: '手慢了，商品已抢光',
  limit: (n: number) => `每人限购${n}件，您已抢购过`,
  tooFast: '抢购人数较多，请稍后再试',
  noCoupon: '活动商品不可使用优惠券',
  notFound: '活动商品不存在',
} as const;

/** Ad location, rule protocol and fallback banner of each campaign page (inventory §4.1–§4.8). */
export type CampaignPageConfig = { specType: SpecType; advertCode: string; ruleCode: string; title: string; banner: string };
const banner = (name: string) => `/images/activity/${name}.svg`;
export const CAMPAIGN_PAGES = {
  seckill: { specType: SPEC_TYPE.XSQG, advertCode: 'ad100073', ruleCode: 'protocol100047', title: '限时直降', banner: banner('seckill') },
  exclusive: { specType: SPEC_TYPE.DJZS, advertCode: 'ad100076', ruleCode: 'protocol100048', title: '独家专售', banner: banner('exclusive') },
  newproduct: { specType: SPEC_TYPE.XTSF, advertCode: 'ad100071', ruleCode: 'protocol100035', title: '新品首发', banner: banner('newproduct') },
  server: { specType: SPEC_TYPE.XFWHSF, advertCode: 'ad100072', ruleCode: 'protocol100052', title: '先服务后收费', banner: banner('server') },
  special: { specType: SPEC_TYPE.TM, advertCode: 'ad100115', ruleCode: 'protocol100046', title: '99特卖', banner: banner('special') },
  subsidy: { specType: SPEC_TYPE.QWBT, advertCode: 'ad100114', ruleCode: 'protocol100034', title: '官方补贴', banner: banner('subsidy') },
  subsidy2: { specType: SPEC_TYPE.YXHD, advertCode: 'ad100077', ruleCode: 'protocol100053', title: '官方补贴', banner: banner('subsidy2') },
  millionSubsidy: { specType: SPEC_TYPE.QWBT, advertCode: 'ad100114', ruleCode: 'protocol100034', title: '百亿补贴', banner: banner('millionSubsidy') },
} as const satisfies Record<string, CampaignPageConfig>;

/** The page that shows a campaign of this type (a 场次 opens on the flash-sale page). */
export function campaignPagePath(specType: SpecType, specCode: string): string {
  const page: Record<SpecType, string> = {
    HDZT_ZTTYPE_XSQG: '/activity/seckill',
    HDZT_ZTTYPE_DJZS: '/activity/exclusive',
    HDZT_ZTTYPE_XTSF: '/activity/newproduct',
    HDZT_ZTTYPE_XFWHSF: '/activity/server',
    HDZT_ZTTYPE_TM: '/activity/special',
    HDZT_ZTTYPE_QWBT: '/activity/subsidy',
    'MARKETING-HDZT-YXHD': '/activity/subsidy2',
  };
  return `${page[specType]}?specCode=${encodeURIComponent(specCode)}`;
}
