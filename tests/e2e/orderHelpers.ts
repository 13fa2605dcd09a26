/**
 * Helpers of the buying specs (cart, order, pay): signed API calls as the client makes them, a fresh customer per
 * test (so coupons and carts never depend on what an earlier run left), and a browser session for a token.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { canonicalParams, computeSign, makeNonce } from '../../lib/sign';
import { SIGN_SECRET } from '../../lib/env';
import { apiLogin, readSmsCode, uniquePhone, DEMO_CUSTOMER } from './fixtures';

export type Session = { token: string; userId: string; userType: string; nickName: string };

/** A signed form call of the API, as lib/http sends it; returns `data` or throws with the envelope's msg. */
export async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, form: Record<string, string | number> = {}, token = '', userId = ''): Promise<T> {
  const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  const time = Date.now();
  const nonce = makeNonce();
  const full = `/api${path}`;
  const sign = computeSign({ method, path: full, data: canonicalParams(new URLSearchParams(body)), time, nonce, sysCode: 'spc-wap', secret: SIGN_SECRET, token });
  const headers: Record<string, string> = {
    'user-agent': 'crisps-e2e',
    'x-sign': sign,
    'x-sign-time': String(time),
    'x-sign-nonce': nonce,
    'x-sys-code': 'spc-wap',
  };
  if (token) {
    headers['X-Auth-Token'] = token;
    headers['X-Req-UserId'] = userId;
  }
  const res =
    method === 'GET'
      ? await request.get(`${full}${body ? `?${body}` : ''}`, { headers })
      : await request.post(full, { data: body, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } });
  const env = (await res.json()) as { code: number; data: T; msg: string };
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

/** Registers a brand-new customer through the SMS flow and returns its session. */
export async function freshCustomer(request: APIRequestContext): Promise<Session & { phone: string }> {
  const phone = uniquePhone();
  const since = Date.now() - 1000;
  await api(request, 'POST', '/authentication/send_sms_code', { phone, type: 'register' });
  const smsCode = await readSmsCode(phone, 'register', since);
  const s = await api<Session>(request, 'POST', '/login/v1/register', {
    phone,
    password: 'abc12345',
    smsCode,
    userType: 'ORDINARY_USER',
    client: 'COMDIC_TERMINAL_WAP',
    platformType: 'COMDIC_PLATFORM_CRISPS',
  });
  return { ...s, phone };
}

export const demoCustomer = (request: APIRequestContext) => apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password) as Promise<Session>;

/** Puts the session in the browser's cookies, as a login does. */
export async function signIn(context: BrowserContext, baseURL: string, s: Session) {
  await context.addCookies(
    [
      ['token', s.token],
      ['userId', s.userId],
      ['userType', s.userType || 'ORDINARY_USER'],
      ['userName', s.nickName || ''],
    ].map(([name, value]) => ({ name, value, url: baseURL })),
  );
}

/** Calls of the buying API for one session. */
export function buyer(request: APIRequestContext, s: Session) {
  const call = <T>(method: 'GET' | 'POST', path: string, form: Record<string, string | number> = {}) => api<T>(request, method, path, form, s.token, s.userId);
  return {
    call,
    clearCart: async () => {
      const list = await call<{ records: { cartId: string }[] }>('GET', '/shopping_cart/v4/find_shopping_cart_list');
      if (list.records.length) await call('POST', '/shopping_cart/v4/update_shopping_cart', { type: 'remove', cartIds: list.records.map((r) => r.cartId).join(',') });
    },
    addToCart: (goodsId: string) => call<{ cartId: string }>('POST', '/shopping_cart/v4/add_shopping_cart', { goodsId, goodsNumber: 1 }),
    receiveCoupon: (couponId: string) => call('POST', '/coupon/v2/receive_coupon', { couponId }),
  };
}

export { shot } from './fixtures';
