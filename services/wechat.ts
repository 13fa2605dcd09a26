/** WeChat (spec §7 "WeChat"): the mini-program's URL scheme for a page and its query. */
import { http, type Http } from '@/lib/http';
import type { UrlSchemeAnswer } from '@/lib/contract/wechat/api';

export type { UrlSchemeAnswer } from '@/lib/contract/wechat/api';

/** GET find_url_scheme {path, query}: `weixin://dl/business/?t=…` (the local default answers t=LOCAL…). */
export const findUrlScheme = (input: { path: string; query?: string }, client: Http = http) => client.get<UrlSchemeAnswer>('/wechat/v1/find_url_scheme', input);
