/**
 * 通知 (issue 27 §2; docs/API.md "通知"): the caller's notices by group, marking them read, turning a group off.
 * The chat site passes its own token (ChatAuth), the storefront the session's.
 */
import { http, type Http } from '@/lib/http';
import type { NoticePage, NoticeReadResult, NoticeSummary } from '@/lib/contract/notice/api';
import type { NoticeCategory } from '@/lib/contract/notice/enums';

export type { NoticeItem, NoticePage, NoticeSummary } from '@/lib/contract/notice/api';

type Auth = { token?: string; client?: Http };
const opts = (auth?: Auth) => (auth?.token ? { headers: { 'X-Auth-Token': auth.token } } : undefined);
const cli = (auth?: Auth) => auth?.client ?? http;

/** GET /notice/v1/summary: unread per group, the newest title of each, which groups are on. */
export const noticeSummary = (auth?: Auth) => cli(auth).get<NoticeSummary>('/notice/v1/summary', {}, opts(auth));

/** GET /notice/v1/list: newest first. */
export const noticeList = (q: { category?: NoticeCategory; page: number; limit?: number }, auth?: Auth) =>
  cli(auth).get<NoticePage>('/notice/v1/list', q, opts(auth));

/** POST /notice/v1/read: one (`id`) or all of a group (`all`). */
export const markNoticeRead = (b: { id: string } | { all: true; category?: NoticeCategory }, auth?: Auth) =>
  cli(auth).post<NoticeReadResult>('/notice/v1/read', 'id' in b ? { id: b.id } : { all: '1', ...(b.category ? { category: b.category } : {}) }, opts(auth));

/** POST /notice/v1/settings: receive a group or not. */
export const setNoticeCategory = (category: NoticeCategory, on: boolean, auth?: Auth) =>
  cli(auth).post<{ category: string; on: boolean }>('/notice/v1/settings', { category, on: on ? '1' : '0' }, opts(auth));
