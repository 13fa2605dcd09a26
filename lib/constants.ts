// Business constants of spec §9. One place, imported by client and server alike.
export const PLATFORM_CODE = 'COMDIC_PLATFORM_CRISPS';
export const TERMINAL_WAP = 'COMDIC_TERMINAL_WAP';
export const TERMINAL_APP = 'COMDIC_TERMINAL_APP';
export const SYS_CODE = 'spc-wap';
export const IM_SYS_CODE = 'crisps-app';
export const CUSTOMER_TYPE = '1';

export const HTTP_TIMEOUT_MS = 60_000;
export const SESSION_COOKIE_MAX_AGE_S = 1_209_600; // 14 days
export const CITY_COOKIE_MAX_AGE_S = 604_800; // 7 days
export const COOKIE_PATH = '/';

export const TOAST_DEFAULT_MS = 1000;
export const TOAST_TYPED_MS = 1500; // success, error, warning, loading
export const SESSION_INVALID_REDIRECT_MS = 1500;
export const HEADER_HEIGHT_REM = 0.88;
export const UNREAD_CAP = 99;
export const CHAT_LAUNCH_DELAY_MS = 2000;
export const CHAT_LAUNCH_DELAY_GOODS_MS = 3000;
export const OPEN_APP_FALLBACK_MS = 3000;
export const CHAT_RETRY_INTERVAL_MS = 1000;
export const CHAT_RETRY_MAX = 10;
export const FETCH_MIN_DISPLAY_MS = 200;
export const PAGE_VIEW_DELAY_MS = 1000;
export const NPROGRESS = { throttleMs: 200, durationMs: 5000, tickMs: 100 } as const;
export const KEEP_ALIVE_MAX = 10;
export const SWIPE_THRESHOLD = 50;

export const DEFAULT_CITY = { code: '510100', name: '成都市', pid: '510000', pname: '四川省' } as const;
export const ANONYMOUS_SOURCE_TYPE = 'EQUIPMENT';

export const USER_TYPE = {
  ORDINARY_USER: 'ORDINARY_USER',
  MERCHANT_USER: 'MERCHANT_USER',
  MERCHANT_P: 'MERCHANT_P',
  VISITOR: 'VISITOR',
} as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
/** A planner's (merchant's) account: the planner side of the workbench, refunds and invoices (MERCHANT_USER, MERCHANT_P). */
export const isPlannerType = (userType: string | null | undefined) => userType === USER_TYPE.MERCHANT_USER || userType === USER_TYPE.MERCHANT_P;

/** Envelope codes the client acts on (full table in docs/API.md). */
export const CODE = {
  OK: 200,
  SESSION_INVALID: 5223,
  SESSION_INVALID_ALT: 9984,
  LOCATION_FAILED: 5001,
  LOCATION_DEFAULT: 5003,
  CAPTCHA_REQUIRED: 10408,
} as const;

export const SITE_TITLE = '薯片企服-公司注册商标专利交易查询申请法律咨询服务平台';
export const SITE_DESCRIPTION =
  '薯片企服是一站式企业服务平台，提供公司注册、财税记账、商标专利、法律咨询、社保代理等服务，以及公司、商标、专利交易，找规划师在线咨询，省心办事。';

/** A page opened without the query that names its subject (lib/pageLoader `required`). */
export const MISSING_PARAMS = '缺少参数';
/** The text of a page whose read failed (not: found nothing), where the page tells the two apart by its text. */
export const REQUEST_FAILED = '请求失败！';
