import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, TouchEvent } from 'react';
import { isLocalHref, prefetchOnIntent } from './prefetch';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
};

const isPlainClick = (e: MouseEvent<HTMLAnchorElement>) => {
  const a = e.currentTarget;
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && (!a.target || a.target === '_self') && !a.hasAttribute('download');
};

/**
 * A link to a page of this site, for the landing pages and long lists: a plain anchor that navigates on the client
 * as next/link does, and loads the target's code on intent (components/common/prefetch.ts), not when it scrolls
 * into view. Rendering it is rendering an <a>: no hooks and no href resolution per link, which next/link costs on
 * every server render (the home has about 50 links). Modified clicks (new tab or window) are the browser's.
 */
export function IntentLink({ href, replace = false, onClick, onMouseEnter, onTouchStart, ...rest }: Props) {
  // The anchor's props are added to `rest` (a new object already) rather than spread with them into another: Node 20's
  // V8 builds an object spread followed by more keys about 50 times slower (5 µs per link here), and the home renders
  // ~70 links on every server render (docs/PERFORMANCE.md, issue 30's tenth pass).
  const props: AnchorHTMLAttributes<HTMLAnchorElement> = Object.assign(rest, {
    href,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(e);
      if (e.defaultPrevented || !isLocalHref(href) || !isPlainClick(e)) return;
      e.preventDefault();
      void (replace ? Router.replace(href) : Router.push(href));
    },
    onMouseEnter: (e: MouseEvent<HTMLAnchorElement>) => {
      onMouseEnter?.(e);
      prefetchOnIntent(href);
    },
    onTouchStart: (e: TouchEvent<HTMLAnchorElement>) => {
      onTouchStart?.(e);
      prefetchOnIntent(href);
    },
  });
  return <a {...props} />;
}
