/** The mini-program hand-off pages (/xcxTransferPage/*, /activity/openWxApplet): the target each link names. */
import type { PageLoadContext } from '@/lib/pageLoader';
import { MINI_PAGES } from '@/lib/contract/wechat/enums';
import { passThroughQuery, targetFromLink, type MiniTarget } from '@/components/wechat/handoffRules';

export type HandoffData = { target: MiniTarget | null };
export type InterviewHandoffData = HandoffData & { id: string };

/** ?path=pages/…&query=a%3D1 (both optional: the mini-program's home). */
export async function loadLinkedTarget({ query }: PageLoadContext): Promise<HandoffData> {
  return { target: targetFromLink(query.path, query.query, MINI_PAGES.HOME) };
}

/** A fixed page of the mini-program; the link's own parameters go with it (e.g. ?id= of an activity). */
export const loadFixedTarget =
  (path: string) =>
  async ({ query }: PageLoadContext): Promise<HandoffData> =>
    ({ target: targetFromLink(path, passThroughQuery(query), path) });

/** An interview to confirm (?id=): the mini-program's confirm page, or the same on the web. */
export async function loadInterviewTarget({ query }: PageLoadContext): Promise<InterviewHandoffData> {
  const id = /^[A-Za-z0-9_-]{1,64}$/.test(query.id ?? '') ? query.id : '';
  return { id, target: id ? targetFromLink(MINI_PAGES.INTERVIEW_CONFIRM, `id=${id}`, MINI_PAGES.INTERVIEW_CONFIRM) : null };
}
