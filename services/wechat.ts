/** WeChat (spec §7 "WeChat"): the mini-program's URL scheme for a page and its query; the JS-SDK config in WeChat. */
import { http, type Http } from '@/lib/http';
import type { UrlSchemeAnswer, WxConfigAnswer } from '@/lib/contract/wechat/api';

export type { UrlSchemeAnswer, WxConfigAnswer } from '@/lib/contract/wechat/api';

/** GET find_url_scheme {path, query}: `weixin://dl/business/?t=…` (the local default answers t=LOCAL…). */
export const findUrlScheme = (input: { path: string; query?: string }, client: Http = http) => client.get<UrlSchemeAnswer>('/wechat/v1/find_url_scheme', input);

/** GET find_config {url}: wx.config's fields for this page (the local default signs with a test ticket WeChat refuses). */
export const findWxConfig = (url: string, client: Http = http) => client.get<WxConfigAnswer>('/wechat/v1/find_config', { url });
