/**
 * The guard's lists of pages (spec §2 "Navigation guard", inventory §1.6): which belong to one user, and which take the
 * app's user first. Their own module: the proxy (proxy.ts) and the app's user (components/common/appUser.ts) read them,
 * not every page's boot (lib/guard.ts holds the rest of the rules).
 */

/**
 * Every page whose data belongs to one user. Matched as a prefix on segment boundaries, so
 * '/order' covers '/order/detail' but not '/orderly'. '/my' itself and '/login' stay public.
 */
export const PROTECTED_PREFIXES: readonly string[] = [
  '/my/settings',
  '/my/complain',
  '/my/shippingAddress',
  '/my/collection',
  '/my/coupon',
  '/my/evaluate',
  '/my/interviewRecord',
  '/my/wallet',
  '/my/afterSale',
  '/my/info',
  '/my/myEvaluate',
  '/my/plannerEvaluate',
  '/my/demandCard',
  '/my/information',
  '/my/goodsCollect',
  '/my/set',
  '/my/plannerV2',
  '/my/merchantsJoin',
  '/my/cooperation',
  // the planner's own workbench
  '/workbench',
  '/order',
  // The order site's hand-off path, rewritten onto /order by proxy.ts after this guard.
  '/m-order',
  '/contract',
  '/shopCart',
  '/shoppingCar',
  '/signcontract',
  '/auth',
  '/myDemandCard',
  '/creatCenter',
  '/known/publish',
  '/known/createCenter',
  '/known/home/personalData',
  '/pay',
  '/search/orderSearch',
  // the notifications centre (issue 27 §2)
  '/msg/notices',
];

/** Pages under a protected prefix that someone without an account must reach: paying through a shared link. */
export const PUBLIC_EXCEPTIONS: readonly string[] = ['/order/sharePay', '/pay/sharePayResult'];

/**
 * Routes where, inside the native app, the user is taken from the app (bridge getUserInfo) before
 * anything is decided: the original's route-name list of inventory §1.6 step 8, written as paths.
 * Exact matches, as the original compared route names. ('NeedCard' names no page of this site.)
 */
export const APP_USER_REFRESH_PATHS: readonly string[] = [
  // ours: account settings show the app's account, so they take it from the app too
  '/my/settings',
  '/my/shippingAddress',
  '/my/interviewRecord',
  '/my/complain',
  '/my/planner',
  // the original's 我的规划师 (/my/planner) is /my/plannerV2 here
  '/my/plannerV2',
  '/shoppingCar',
  '/my/help',
  '/spread/myDemandCard',
  '/known',
  '/known/home',
  '/known/home/attention',
  '/known/home/fans',
  '/known/home/list',
  '/known/more',
  '/known/search',
  '/known/search/result',
  '/known/publish/answer',
  '/known/publish/article',
  '/known/publish/chooseque',
  '/known/publish/question',
  '/known/detail/answer',
  '/known/detail/article',
  '/known/detail/question',
  '/known/detail/invitationList',
  '/known/detail/invitationSearch',
  '/my/collection',
  '/activity/coupon',
  '/order/invoice',
  '/order/invoice/detail',
  '/order/invoice/headAdd',
  '/order/invoice/headEdit',
  '/order/invoice/invoiceApply',
  '/order/invoice/preview',
  '/my/coupon',
  '/myDemandCard',
  '/order',
  '/order/confirmUnSubmitOrder',
  '/order/detail',
  '/detail/server/financing/creditEvaluation',
];

function pathOf(pathOrUrl: string): string {
  const cut = pathOrUrl.search(/[?#]/);
  const path = cut === -1 ? pathOrUrl : pathOrUrl.slice(0, cut);
  // '/order/' and '/order' are the same page.
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isProtectedPath(path: string): boolean {
  const p = pathOf(path);
  if (PUBLIC_EXCEPTIONS.includes(p)) return false;
  return PROTECTED_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

export function isAppUserRefreshPath(path: string): boolean {
  return APP_USER_REFRESH_PATHS.includes(pathOf(path));
}
