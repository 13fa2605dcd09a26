import type { NextRouter } from 'next/router';
import { goBack } from '@/lib/goBack';

/** Back where the user came from, or to `fallback` when the page was opened directly. */
export function leavePage(router: NextRouter, fallback: string) {
  goBack(router, fallback);
}
