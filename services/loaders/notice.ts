/** First screen of 通知 (/msg/notices?category=): the group's first page (null without a session: the browser loads it). */
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import { NOTICE_CATEGORIES, type NoticeCategory } from '@/lib/contract/notice/enums';
import { noticeList, type NoticePage } from '@/services/notice';

export const NOTICE_PAGE_SIZE = 20;

export type NoticeListData = { category: NoticeCategory; first: NoticePage | null };

export const noticeCategoryOf = (v: unknown): NoticeCategory =>
  (NOTICE_CATEGORIES as readonly string[]).includes(String(v)) ? (v as NoticeCategory) : 'trade';

export async function loadNoticeList({ client, cookies, query }: PageLoadContext): Promise<NoticeListData> {
  const category = noticeCategoryOf(query.category);
  if (!cookies.token) return { category, first: null };
  return { category, first: await optional(noticeList({ category, page: 1, limit: NOTICE_PAGE_SIZE }, { client })) };
}
