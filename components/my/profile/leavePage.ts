import type { NextRouter } from 'next/router';

/** Back where the user came from, or to `fallback` when the page was opened directly. */
export function leavePage(router: NextRouter, fallback: string) {
  if (typeof window !== 'undefined' && window.history.length > 1) router.back();
  else void router.replace(fallback);
}
