/**
 * The mini-program hand-off on the page (ADR 0029). The hand-off's keys (ticket, token, userId) leave the address bar
 * as the page boots, wherever it runs; only inside a verified mini-program web-view are they used, and then only through
 * the server: a ticket is exchanged for a session of its own, a legacy token is used only once the server confirms it
 * is a live session of that user. An ordinary browser opening someone else's hand-off link stays who it was.
 */
import type { LoginResult } from '@/lib/contract/auth/api';
import type { HandoffOutcome } from './handoffState';
import { cleanHandoffFromAddressBar, detectMiniProgram, handoffAppliesTo, readHandoff } from '@/lib/miniProgram';

export type HandoffEffects = {
  exchange(ticket: string): Promise<LoginResult>;
  verify(token: string, userId: string): Promise<LoginResult>;
  /** Stores the confirmed session (the user store: cookies as at login). */
  adopt(session: LoginResult): void;
  /** Forgets the session the browser held before, so the hand-off is asked for without it. */
  forget(): void;
  /** Tells the user a hand-off was refused (its message). */
  refused(message: string): void;
};

export type { HandoffOutcome };

type HandoffWindow = Parameters<typeof cleanHandoffFromAddressBar>[0] & Parameters<typeof detectMiniProgram>[0];

export async function runHandoff(win: HandoffWindow, ua: string, fx: HandoffEffects, waitMs?: number): Promise<HandoffOutcome> {
  if (!handoffAppliesTo(win.location.pathname)) return 'none';
  const handoff = readHandoff(new URLSearchParams(win.location.search));
  // Synchronously, before anything is awaited: the keys are gone from the address bar whatever follows.
  const hadKeys = cleanHandoffFromAddressBar(win);
  if (!handoff) return hadKeys ? 'ignored' : 'none';
  if (!(await detectMiniProgram(win, ua, waitMs))) return 'ignored';
  fx.forget();
  try {
    fx.adopt('ticket' in handoff ? await fx.exchange(handoff.ticket) : await fx.verify(handoff.token, handoff.userId));
    return 'adopted';
  } catch (e) {
    fx.refused(e instanceof Error && e.message ? e.message : '登录失败，请从小程序重新进入');
    return 'refused';
  }
}
