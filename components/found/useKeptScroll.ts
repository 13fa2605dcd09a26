import Router from 'next/router';
import { useEffect } from 'react';

const pathOf = (url: string) => url.split(/[?#]/)[0] || '/';

/**
 * The scroll position of a kept-alive page (KeepAliveLayout): remembered when the visitor leaves `path` for another
 * page, put back when `path` shows again (back from an article, 取消 from the search), after Next's own reset to
 * the top. Needed because _app's useScrollRestore loses its positions whenever the router context changes, which
 * Next does on every navigation. A change of query on the same page (a tab) keeps no position.
 */
export function useKeptScroll(path: string): void {
  useEffect(() => {
    let saved: number | null = null;
    const leave = (url: string) => {
      if (Router.pathname === path && pathOf(url) !== path) saved = window.scrollY;
    };
    const arrive = () => {
      if (Router.pathname !== path || saved === null) return;
      const y = saved;
      saved = null;
      // After the page has painted; twice, as lazy images may still grow it.
      requestAnimationFrame(() => {
        window.scrollTo(0, y);
        setTimeout(() => window.scrollTo(0, y), 50);
      });
    };
    Router.events.on('routeChangeStart', leave);
    Router.events.on('routeChangeComplete', arrive);
    return () => {
      Router.events.off('routeChangeStart', leave);
      Router.events.off('routeChangeComplete', arrive);
    };
  }, [path]);
}
