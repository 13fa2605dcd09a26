import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
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
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !isLocalHref(href) || !isPlainClick(e)) return;
        e.preventDefault();
        void (replace ? Router.replace(href) : Router.push(href));
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        prefetchOnIntent(href);
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        prefetchOnIntent(href);
      }}
    />
  );
}
