import Router, { type NextRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { parseAppUA } from '@/bridge/ua';
import { trackPageView } from '@/lib/analytics';
import { getCookie } from '@/lib/cookies';
import { SENTRY_DSN } from '@/lib/env';
import { whenIdle } from '@/lib/idle';
import { isChunkLoadError, isHideNavOn, isMiniProgram, shouldPropagateHideNav, withHideNav } from '@/lib/guard';
import { nav } from '@/lib/navigate';
import { noteAppNavigation } from '@/lib/appHistory';
import { trackRouteProgress } from '@/lib/progress';
import { useIsoLayoutEffect } from '@/lib/useIsoLayoutEffect';
import { useAppStore } from '@/stores/app';
import { useCityStore } from '@/stores/city';
import { ensureVisitor, useUserStore } from '@/stores/user';
import type { AppContext } from '@/lib/app/appContext';
import { markBooted, useBooted } from './bootState';
import { mayCarryHandoff, setHandoff } from './handoffState';

/**
 * Inside the app, on the routes that take the app's user first (lib/guardPaths.ts): that user. The module (with the
 * bridge's calls and the routes' list) is loaded only inside the app. Should that module not load, the page stays as
 * the server rendered it (false: nothing to render again), as when the app has no user.
 */
const ensureAppUserLater = (fullPath: string, hadSession: boolean): Promise<boolean> =>
  import('./appUser').then(
    (m) => m.ensureAppUserOn(fullPath, hadSession),
    () => false,
  );

/** Once per page load, synchronously: app state and session into the stores. */
function bootStores(initial: AppContext) {
  const ua = navigator.userAgent;
  const query = new URLSearchParams(window.location.search);
  const applets = initial.isApplets || isMiniProgram(query, ua);
  // isShowOpenApp: true is the default; the store turns it off inside the app or once closed.
  useAppStore.getState().setAppState({
    ...parseAppUA(ua),
    isApplets: applets,
    hideH5Nav: isHideNavOn(query.get('isHideH5Nav')),
    isShowOpenApp: true,
  });

  const user = useUserStore.getState();
  if (query.has('sourcePlatform')) user.clearUser();
  else user.restoreFromCookies();
  // The mini-program's session is not taken from the query here: see startHandoff (only in a verified web-view).
  const typeCode = query.get('typeCode');
  if (applets && typeCode) useCityStore.getState().setCode(typeCode);
}

/**
 * Then the slower parts: the app's user at once (the page waits for it); the visitor identity, error reporting and
 * the page view once the browser is idle (the view is sent a second later anyway), so that none of them, nor the
 * HTTP client they load, competes with the first render.
 */
async function bootServices(router: NextRouter, awaitingApp: boolean) {
  const ua = navigator.userAgent;
  const landed = router.asPath;
  whenIdle(() => {
    // The reporter's module only when there is somewhere to report to (NEXT_PUBLIC_SENTRY_DSN).
    if (SENTRY_DSN) void import('./errorReporting').then((m) => m.initErrorReporting());
    void ensureVisitor();
    trackPageView(landed);
  });

  if (parseAppUA(ua).isInApp) {
    // The server rendered this page without the app's session: render it again with it. A page that waits for the app
    // was rendered without one even when a token cookie is here by now (the page left behind can still write one
    // while this one loads), so only the server's answer decides for it.
    if (await ensureAppUserLater(router.asPath, renderedWithSession(awaitingApp))) void router.replace(router.asPath, undefined, { scroll: false });
  }
}

/** Whether the page on screen was rendered with a session: never when it is the wait for the app's user. */
const renderedWithSession = (awaitingApp: boolean) => !awaitingApp && !!getCookie('token');

/**
 * Returns true once the stores hold this page load's state (from then on they are the live source). `awaitingApp`:
 * the page on screen is the wait for the app's user (lib/pageLoader AwaitingAppProps).
 */
export function useAppBoot(router: NextRouter, initial: AppContext, awaitingApp: boolean): boolean {
  const booted = useBooted();
  // Read by the route events, which fire once the page they announce has committed (after its layout effects).
  const awaiting = useRef(awaitingApp);
  useIsoLayoutEffect(() => {
    awaiting.current = awaitingApp;
  }, [awaitingApp]);
  useEffect(() => {
    bootStores(initial);
    // Takes ticket/token/userId out of the address bar; a session only inside a mini-program web-view (ADR 0029).
    if (mayCarryHandoff(window.location.search)) {
      void setHandoff(import('./handoffBoot').then((m) => m.bootHandoff())).then((outcome) => {
        // The server rendered this page without the session: render it again with it.
        const { pathname, search, hash } = window.location;
        if (outcome === 'adopted') void router.replace(`${pathname}${search}${hash}`, undefined, { scroll: false });
      });
    }
    markBooted();
    // The page answers taps from here on (the scripts start after the first paint, pages/_document.tsx).
    document.documentElement.dataset.hydrated = '1';
    void bootServices(router, awaitingApp);
    // Once per page load by design: `initial` is the server's first-frame context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Subscribed once on the router's events (one object for the page's life); the router itself is a new object on
  // every navigation, and listeners re-made with it missed the end of the navigation that replaced them.
  const events = router.events;
  useEffect(() => trackRouteProgress(events), [events]);

  useEffect(() => {
    let fromUrl = window.location.pathname + window.location.search + window.location.hash;

    const onStart = (url: string) => {
      // Keep the app's "no H5 header" mode across SPA navigations (middleware does it for full loads).
      if (shouldPropagateHideNav(fromUrl, url)) {
        void Router.replace(withHideNav(url));
        return;
      }
      if (new URL(url, window.location.origin).searchParams.has('sourcePlatform')) useUserStore.getState().clearUser();
    };

    const onComplete = (url: string) => {
      noteAppNavigation();
      fromUrl = url;
      useAppStore.getState().setAppState({ hideH5Nav: isHideNavOn(new URL(url, window.location.origin).searchParams.get('isHideH5Nav')) });
      trackPageView(url);
      if (useAppStore.getState().isInApp) {
        void ensureAppUserLater(url, renderedWithSession(awaiting.current)).then((rerender) => rerender && Router.replace(url, undefined, { scroll: false }));
      }
    };

    const onError = (err: Error & { cancelled?: boolean }, url: string) => {
      if (err.cancelled) return;
      // A deploy replaced the chunks this page knows about: load the target page fresh.
      if (isChunkLoadError(err)) nav.assign(url);
    };

    events.on('routeChangeStart', onStart);
    events.on('routeChangeComplete', onComplete);
    events.on('routeChangeError', onError);
    return () => {
      events.off('routeChangeStart', onStart);
      events.off('routeChangeComplete', onComplete);
      events.off('routeChangeError', onError);
    };
  }, [events]);

  return booted;
}
