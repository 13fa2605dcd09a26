import Router from 'next/router';

type Connection = { saveData?: boolean; effectiveType?: string };

/** Spec §9: no prefetching on 2g or with the data saver on. */
export function isSlowConnection(conn = typeof navigator === 'undefined' ? undefined : (navigator as { connection?: Connection }).connection): boolean {
  return !!conn && (!!conn.saveData || /2g/.test(conn.effectiveType ?? ''));
}

/** A link to one of our pages (not another site, not a bare hash). */
export const isLocalHref = (href: string) => href.startsWith('/') && !href.startsWith('//');

const asked = new Set<string>();

/**
 * Loads the code of the page behind `href` ahead of a likely tap (pointer over the link, a touch starting on it):
 * once per page, only for our own pages and never on a slow connection. Prefetching every link in view at once
 * (next/link's default) made the home ask for 24 routes during its own start-up (issue 16).
 */
export function prefetchOnIntent(href: string): void {
  if (typeof window === 'undefined' || !isLocalHref(href) || asked.has(href) || isSlowConnection()) return;
  asked.add(href);
  Router.prefetch(href).catch(() => asked.delete(href));
}
