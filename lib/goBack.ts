import type { NextRouter } from 'next/router';
import { hasAppHistory } from './appHistory';
import { sectionHome } from './sectionHome';

/**
 * Back to the page of ours the user came from; with none behind (opened from a shared link or in a new tab), to
 * `fallback`, by default the home of the page's section (sectionHome). Replaces rather than pushes, so the browser's
 * own back then leaves as the user expects.
 */
export function goBack(router: Pick<NextRouter, 'back' | 'replace' | 'asPath'>, fallback?: string): void {
  if (hasAppHistory()) return void router.back();
  void router.replace(fallback ?? sectionHome(router.asPath));
}
