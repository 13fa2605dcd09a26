/**
 * This page load's mini-program hand-off, as a promise pages can wait for (e.g. /known/share/talkWxUserInfo). Kept
 * apart from the hand-off itself, which is loaded only when a URL carries one (it is in no page's first-load JS).
 */

/** none: no hand-off; ignored: not in a mini-program (keys removed); adopted; refused by the server. */
export type HandoffOutcome = 'none' | 'ignored' | 'adopted' | 'refused';

let settled: Promise<HandoffOutcome> = Promise.resolve('none');

/** Records this page load's hand-off (once, from the app boot); a failure to load it counts as none. */
export function setHandoff(run: Promise<HandoffOutcome>): Promise<HandoffOutcome> {
  settled = run.catch(() => 'none' as const);
  return settled;
}

/** Resolves once this page load's hand-off is decided (at once when there is none). */
export const handoffSettled = (): Promise<HandoffOutcome> => settled;

/** Whether the URL's query may carry a hand-off (the boot loads the hand-off only then). */
export const mayCarryHandoff = (search: string) => /[?&](?:ticket|token|userId)=/.test(search);
