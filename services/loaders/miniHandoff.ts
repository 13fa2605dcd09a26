/** The mini-program hand-off pages (/xcxTransferPage/*, /activity/openWxApplet): the target each link names. */
import type { PageLoadContext } from '@/lib/pageLoader';
import { MINI_PAGES } from '@/lib/contract/wechat/enums';
import { handoffMode, passThroughQuery, targetFromLink, type HandoffMode, type MiniTarget } from '@/lib/wechat/handoffRules';

/** `mode`: how this browser opens the mini-program, read from the request's user agent for the first frame. */
export type HandoffData = { target: MiniTarget | null; mode: HandoffMode };

const modeOf = (ctx: PageLoadContext): HandoffMode => handoffMode(String(ctx.req.headers['user-agent'] || ''));
export type InterviewHandoffData = HandoffData & { id: string };

/** ?path=pages/…&query=a%3D1 (both optional: the mini-program's home). */
export async function loadLinkedTarget(ctx: PageLoadContext): Promise<HandoffData> {
  return { target: targetFromLink(ctx.query.path, ctx.query.query, MINI_PAGES.HOME), mode: modeOf(ctx) };
}

/** A fixed page of the mini-program; the link's own parameters go with it (e.g. ?id= of an activity). */
export const loadFixedTarget =
  (path: string) =>
  async (ctx: PageLoadContext): Promise<HandoffData> =>
    ({ target: targetFromLink(path, passThroughQuery(ctx.query), path), mode: modeOf(ctx) });

/** An interview to confirm (?id=): the mini-program's confirm page, or the same on the web. */
export async function loadInterviewTarget(ctx: PageLoadContext): Promise<InterviewHandoffData> {
  const id = /^[A-Za-z0-9_-]{1,64}$/.test(ctx.query.id ?? '') ? ctx.query.id : '';
  return { id, target: id ? targetFromLink(MINI_PAGES.INTERVIEW_CONFIRM, `id=${id}`, MINI_PAGES.INTERVIEW_CONFIRM) : null, mode: modeOf(ctx) };
}
