import { isApiError, isSessionInvalidCode } from '@/lib/http';

/** The generic failure toast of the 必懂 pages (inventory known.md §0). */
export const KNOWN_ERROR = '服务异常，请刷新重试！';

/** What to tell the user about a failed call: the server's message when it has one, else `fallback`. */
export function knownErrorText(e: unknown, fallback: string = KNOWN_ERROR): string {
  if (isApiError(e) && e.code > 0 && e.message) return e.message;
  return fallback;
}

/** An invalid session is already handled by the http client (toast and login); nothing more to say. */
export const isSessionError = (e: unknown): boolean => isApiError(e) && isSessionInvalidCode(e.code);

/** The answer a second answer to the same question was refused for (409 naming it: a person answers once), else null. */
export function firstAnswerOf(e: unknown): string | null {
  if (!isApiError(e) || e.code !== 409) return null;
  const id = (e.data as { answerId?: unknown } | null)?.answerId;
  return typeof id === 'string' && id ? id : null;
}
