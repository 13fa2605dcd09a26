/** Texts and small pure helpers shared by the 必懂 pages (inventory known.md §0). No React, no browser. */

/** Pull-to-refresh texts of every list. */
export const PULL_TEXTS = {
  pullingText: '下拉即可刷新...',
  canReleaseText: '释放即可刷新...',
  refreshingText: '加载中...',
  completeText: '刷新成功',
} as const;

export { homeHref } from './homeHref';

/** Where the 写回答 of a question goes. */
export const writeAnswerHref = (questionId: string) => `/known/publish/answer?id=${encodeURIComponent(questionId)}`;
/** The editor of one's own answer (编辑我的回答). */
export const editAnswerHref = (answerId: string) => `/known/publish/answer?id=${encodeURIComponent(answerId)}&editType=2`;
/** Where the 邀请 of a question goes. */
export const inviteHref = (questionId: string) => `/known/detail/invitationList?questionId=${encodeURIComponent(questionId)}`;

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** The day of month and weekday of a China-time calendar date (Sunday reads 周日, the written form; the original's 周天 is spoken). */
export function dayAndWeek(parts: { d: number; weekday: number }): { day: string; week: string } {
  return { day: String(parts.d).padStart(2, '0'), week: WEEK[parts.weekday] ?? '' };
}
