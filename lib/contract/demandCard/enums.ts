/**
 * 需求卡 / 轻松找服务 (inventory my §14, §15 "Demand leads"): the six kinds of service a customer can describe, and
 * what becomes of a card once it is routed. The questions of each kind are ./questions.ts.
 */

/** The kinds, in the order of the tabs on /myDemandCard; `code` is the category code the lead is saved and routed by. */
export const DEMAND_CARD_KINDS = [
  { slug: 'companyRegister', code: 'FL20210425163709', name: '公司注册', formType: 'gszc' },
  { slug: 'agentBilling', code: 'FL20210425163832', name: '代理记账', formType: 'kjdl' },
  { slug: 'companyTransaction', code: 'FL20201224136319', name: '公司交易', formType: 'gszr' },
  { slug: 'companyAlteration', code: 'FL20210425163722', name: '工商变更', formType: 'gsbg' },
  { slug: 'auditingService', code: 'FL20210425164379', name: '审计业务', formType: 'swch' },
  { slug: 'permitHandling', code: 'FL20210425163737', name: '许可证办理', formType: 'xkx' },
] as const;

export type DemandCardKind = (typeof DEMAND_CARD_KINDS)[number];
export type DemandCardCode = DemandCardKind['code'];
export type DemandCardSlug = DemandCardKind['slug'];

export const DEMAND_CARD_CODES = DEMAND_CARD_KINDS.map((k) => k.code) as unknown as readonly [DemandCardCode, ...DemandCardCode[]];

export const demandKindOf = (code: string): DemandCardKind | undefined => DEMAND_CARD_KINDS.find((k) => k.code === code);
export const demandKindBySlug = (slug: string): DemandCardKind | undefined => DEMAND_CARD_KINDS.find((k) => k.slug === slug);
/** 公司注册需求卡. */
export const demandCardTitle = (kind: { name: string }) => `${kind.name}需求卡`;

/** The keys the second step adds to the answers (customerAttribute of the original). */
export const COMMENT_KEY = '备注';
export const ALLOW_PHONE_KEY = '是否允许电话联系';
export const COMMENT_MAX = 200;
export const CUSTOMER_NAME_MAX = 20;

/**
 * How the planner was found, best first: the customer's own planner (one they already talk to, serving the city
 * and the field); a planner of the category in the city; of the same field (first-level category) in the city; of
 * the category or field in another city; any planner of the city; any planner; nobody.
 */
export const DEMAND_MATCH = {
  OWN: 'OWN',
  CATEGORY: 'CATEGORY',
  DOMAIN: 'DOMAIN',
  ELSEWHERE: 'ELSEWHERE',
  CITY: 'CITY',
  ANY: 'ANY',
  NONE: 'NONE',
} as const;
export type DemandMatch = (typeof DEMAND_MATCH)[keyof typeof DEMAND_MATCH];
export const DEMAND_MATCHES = Object.values(DEMAND_MATCH) as unknown as readonly [DemandMatch, ...DemandMatch[]];

/** A card's status: matched to a planner of its category and city, given to the nearest fit, or waiting for one. */
export const DEMAND_CARD_STATUS = { MATCHED: 'MATCHED', FALLBACK: 'FALLBACK', PENDING: 'PENDING' } as const;
export type DemandCardStatus = (typeof DEMAND_CARD_STATUS)[keyof typeof DEMAND_CARD_STATUS];
export const DEMAND_CARD_STATUSES = Object.values(DEMAND_CARD_STATUS) as unknown as readonly [DemandCardStatus, ...DemandCardStatus[]];

export const DEMAND_CARD_STATUS_TEXT: Record<DemandCardStatus, string> = {
  MATCHED: '已匹配规划师',
  FALLBACK: '已安排规划师',
  PENDING: '待分配',
};

export const statusOfMatch = (m: DemandMatch): DemandCardStatus =>
  m === DEMAND_MATCH.OWN || m === DEMAND_MATCH.CATEGORY ? DEMAND_CARD_STATUS.MATCHED : m === DEMAND_MATCH.NONE ? DEMAND_CARD_STATUS.PENDING : DEMAND_CARD_STATUS.FALLBACK;

/** The line under the status: why this planner, in the customer's words. */
export function matchNote(m: DemandMatch, c: { cityName: string; requireName: string }): string {
  switch (m) {
    case DEMAND_MATCH.OWN:
      return `由正在为您服务的规划师跟进${c.requireName}需求，请留意来电`;
    case DEMAND_MATCH.CATEGORY:
      return `已为您匹配${c.cityName}的${c.requireName}规划师，请留意来电`;
    case DEMAND_MATCH.DOMAIN:
      return `${c.cityName}暂无专门办理${c.requireName}的规划师，已为您安排同领域的规划师`;
    case DEMAND_MATCH.ELSEWHERE:
      return `${c.cityName}暂无${c.requireName}规划师，已为您安排其他城市的规划师`;
    case DEMAND_MATCH.CITY:
      return `暂无${c.requireName}规划师，已为您安排${c.cityName}的规划师先行对接`;
    case DEMAND_MATCH.ANY:
      return `暂无${c.requireName}规划师，已为您安排平台规划师先行对接`;
    default:
      return '暂无可接待的规划师，平台将尽快为您安排';
  }
}

/** At most this many cards a day, per account and per phone (reserved before anything else, docs/adr/0004). */
export const DEMAND_CARDS_PER_DAY = 10;
