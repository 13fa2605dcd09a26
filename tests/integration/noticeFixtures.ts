import { expect } from 'vitest';
import type { NoticeItem } from '@/lib/contract/notice/api';
import type { NoticeCategory } from '@/lib/contract/notice/enums';
import type { TestContext } from './helpers';

// The notifications centre as a person sees it through the API (issue 27 §2): tests of the events that notify read
// what landed with these.

/** The caller's notices, newest first (one group, or all). */
export async function noticesOf(t: TestContext, token: string, category?: NoticeCategory): Promise<NoticeItem[]> {
  const r = await t.call('GET', '/api/notice/v1/list', { limit: 50, ...(category ? { category } : {}) }, { token });
  expect(r.code, r.msg).toBe(200);
  return (r.data as { records: NoticeItem[] }).records;
}

/** The caller's notices of one kind (e.g. 'aftersale.offer'). */
export async function noticesOfKind(t: TestContext, token: string, kind: string): Promise<NoticeItem[]> {
  return (await noticesOf(t, token)).filter((n) => n.kind === kind);
}

/** Expects exactly one notice of `kind` for the caller and returns it. */
export async function oneNotice(t: TestContext, token: string, kind: string): Promise<NoticeItem> {
  const list = await noticesOfKind(t, token, kind);
  expect(list.map((n) => n.kind), `notices of ${kind}`).toEqual([kind]);
  return list[0];
}
