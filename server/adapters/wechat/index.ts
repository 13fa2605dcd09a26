import { createHash } from 'node:crypto';
import type { ProviderInfo } from '../providers';

/**
 * WeChat mini-program URL schemes (`weixin://dl/business/?t=…`): a link that opens a page of our mini-program from
 * a phone browser or SMS. The vendor (api.weixin.qq.com wxa/generatescheme) is used when WECHAT_MP_APPID and
 * WECHAT_MP_SECRET are set; otherwise the local provider answers the documented test scheme
 * `weixin://dl/business/?t=LOCAL<16 hex of sha256(path?query)>`: stable for a target, recognisably not a real
 * ticket (WeChat answers it with its "link expired" notice), so every page and test runs without an account.
 */
export type MiniTarget = { path: string; query: string; envVersion: 'release' | 'trial' | 'develop' };
export type UrlScheme = { openlink: string; expireAt: Date };

export interface WechatAdapter extends ProviderInfo {
  readonly name: 'local' | 'wechat';
  generateScheme(target: MiniTarget, now: Date): Promise<UrlScheme>;
}

/**
 * The JS-SDK of our official account (公众号), for pages opened in WeChat's browser: its app id and a jsapi_ticket
 * (cgi-bin/ticket/getticket). With WECHAT_OA_APPID and WECHAT_OA_SECRET the vendor; otherwise the local provider's
 * documented test pair (app id `wx00000000LOCAL00`, ticket `LOCAL_JSAPI_TICKET`): signatures are computed as WeChat
 * computes them, and WeChat itself refuses them (wx.config fails; the page keeps its fallback).
 */
export interface WechatJsAdapter extends ProviderInfo {
  readonly name: 'local' | 'wechat';
  readonly appId: string;
  /** A valid jsapi_ticket and for how many seconds it stays valid. */
  jsapiTicket(now: Date): Promise<{ ticket: string; expiresIn: number }>;
}

export const LOCAL_JS_APP_ID = 'wx00000000LOCAL00';
export const LOCAL_JSAPI_TICKET = 'LOCAL_JSAPI_TICKET';

export function createLocalWechatJs(): WechatJsAdapter {
  return { name: 'local', provider: 'local', standIn: true, appId: LOCAL_JS_APP_ID, jsapiTicket: async () => ({ ticket: LOCAL_JSAPI_TICKET, expiresIn: 7200 }) };
}

/** How long a scheme stays valid (WeChat allows up to 30 days; short-lived ones need no revocation). */
export const SCHEME_TTL_DAYS = 30;
export const LOCAL_SCHEME_PREFIX = 'weixin://dl/business/?t=LOCAL';

const targetKey = (t: MiniTarget) => `${t.envVersion}:${t.path}?${t.query}`;

export function createLocalWechat(): WechatAdapter {
  return {
    name: 'local',
    provider: 'local',
    standIn: true,
    async generateScheme(target, now) {
      const ticket = createHash('sha256').update(targetKey(target)).digest('hex').slice(0, 16).toUpperCase();
      return { openlink: `${LOCAL_SCHEME_PREFIX}${ticket}`, expireAt: new Date(now.getTime() + SCHEME_TTL_DAYS * 86400_000) };
    },
  };
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
type TokenAnswer = { access_token?: string; expires_in?: number; errcode?: number; errmsg?: string };
type SchemeAnswer = { errcode?: number; errmsg?: string; openlink?: string };
type TicketAnswer = { errcode?: number; errmsg?: string; ticket?: string; expires_in?: number };

const API = 'https://api.weixin.qq.com';

type Creds = { appId: string; secret: string; fetch?: Fetch; timeoutMs?: number };

/** Calls to api.weixin.qq.com with an access token kept until 5 minutes before it expires (dropped when WeChat says it is stale). */
function wechatClient({ appId, secret, fetch: doFetch = fetch, timeoutMs = 5000 }: Creds) {
  let token: { value: string; until: number } | null = null;
  async function json<T>(url: string, init?: RequestInit): Promise<T> {
    const res = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`wechat answered HTTP ${res.status}`);
    return (await res.json()) as T;
  }
  async function accessToken(now: Date): Promise<string> {
    if (token && token.until > now.getTime()) return token.value;
    const qs = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret });
    const r = await json<TokenAnswer>(`${API}/cgi-bin/token?${qs}`);
    if (!r.access_token) throw new Error(`wechat token refused: ${r.errcode ?? '?'}`);
    token = { value: r.access_token, until: now.getTime() + Math.max(60, (r.expires_in ?? 7200) - 300) * 1000 };
    return token.value;
  }
  /** 40001 / 42001: the token was revoked or expired early; the next call fetches a new one. */
  const staleToken = (errcode?: number) => {
    if (errcode === 40001 || errcode === 42001) token = null;
  };
  return { json, accessToken, staleToken };
}

/** The WeChat server API for the mini-program: wxa/generatescheme. */
export function createWechatApi(creds: Creds): WechatAdapter {
  const api = wechatClient(creds);
  return {
    name: 'wechat',
    provider: 'wechat',
    standIn: false,
    async generateScheme(target, now) {
      const body = {
        jump_wxa: { path: target.path, query: target.query, env_version: target.envVersion },
        is_expire: true,
        expire_type: 1,
        expire_interval: SCHEME_TTL_DAYS,
      };
      const r = await api.json<SchemeAnswer>(`${API}/wxa/generatescheme?access_token=${encodeURIComponent(await api.accessToken(now))}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      api.staleToken(r.errcode);
      if (r.errcode || !r.openlink) throw new Error(`wechat generatescheme refused: ${r.errcode ?? '?'}`);
      return { openlink: r.openlink, expireAt: new Date(now.getTime() + SCHEME_TTL_DAYS * 86400_000) };
    },
  };
}

/** The WeChat server API for the official account's JS-SDK: cgi-bin/ticket/getticket?type=jsapi. */
export function createWechatJsApi(creds: Creds): WechatJsAdapter {
  const api = wechatClient(creds);
  return {
    name: 'wechat',
    provider: 'wechat',
    standIn: false,
    appId: creds.appId,
    async jsapiTicket(now) {
      const r = await api.json<TicketAnswer>(`${API}/cgi-bin/ticket/getticket?type=jsapi&access_token=${encodeURIComponent(await api.accessToken(now))}`);
      api.staleToken(r.errcode);
      if (r.errcode || !r.ticket) throw new Error(`wechat getticket refused: ${r.errcode ?? '?'}`);
      return { ticket: r.ticket, expiresIn: r.expires_in ?? 7200 };
    },
  };
}

/** The WeChat API when WECHAT_MP_APPID and WECHAT_MP_SECRET are set, otherwise the local provider. */
export function createWechatAdapter(env: Record<string, string | undefined> = process.env): WechatAdapter {
  const appId = env.WECHAT_MP_APPID?.trim();
  const secret = env.WECHAT_MP_SECRET?.trim();
  return appId && secret ? createWechatApi({ appId, secret }) : createLocalWechat();
}

/** The official account's JS-SDK when WECHAT_OA_APPID and WECHAT_OA_SECRET are set, otherwise the local test pair. */
export function createWechatJsAdapter(env: Record<string, string | undefined> = process.env): WechatJsAdapter {
  const appId = env.WECHAT_OA_APPID?.trim();
  const secret = env.WECHAT_OA_SECRET?.trim();
  return appId && secret ? createWechatJsApi({ appId, secret }) : createLocalWechatJs();
}
