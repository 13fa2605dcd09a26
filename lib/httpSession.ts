import type { Identity } from './httpCore';

/**
 * What the client learns from the session stores. lib/ sits below stores/, so the stores connect themselves
 * (stores/session.ts, imported by _app); until then identity comes from the cookies alone. A module of its own, so
 * that connecting at boot does not load the HTTP client (axios, the signature) into every page's first load.
 */
export type HttpSession = {
  /** Token, userId, userNo and the current city code, as the stores hold them. */
  identity(): Partial<Pick<Identity, 'token' | 'userId' | 'userNo' | 'areaCode'>>;
  inApp(): boolean;
  /** Forget the user everywhere (5223/9984). */
  clear(): void;
};

let session: HttpSession | null = null;

export function connectSession(s: HttpSession | null) {
  session = s;
}

export const currentSession = (): HttpSession | null => session;
