// antd-mobile's theme variables (its package index imported them; components are imported one by one)
import 'antd-mobile/es/global';
import '@/styles/globals.css';
import '@/styles/nprogress.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactElement } from 'react';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/constants';
import '@/stores/session';
import { useAppStore } from '@/stores/app';
import { AppFlagsProvider, type AppFlags } from '@/components/common/AppFlags';
import { DEFAULT_APP_CONTEXT, readEmbeddedAppContext, type AppContext } from '@/lib/app/appContext';
import { ErrorBoundary } from '@/components/common/ErrorBoundary';
import { lazyComponent } from '@/components/common/lazyComponent';
import { useAppBoot } from '@/components/common/useAppBoot';
import { useScrollRestore } from '@/components/common/useScrollRestore';
// Only the default layout: a page brings its own (layouts/index.tsx), so _app does not carry the tab bar and the rest.
import { DefaultLayout } from '@/layouts/DefaultLayout';
import type { PageWithLayout } from '@/layouts/types';

// Rare screens, loaded when shown (server-rendered as usual): not part of every page's first load.
const AppLoginWait = lazyComponent(() => import('@/components/common/AppLoginWait').then((m) => m.AppLoginWait));
const PageError = lazyComponent(() => import('@/components/common/PageError').then((m) => m.PageError));

/** The server's app context as embedded by _document, read once in the browser. */
let embedded: AppContext | null = null;
function initialAppContext(fromServer: AppContext | undefined): AppContext {
  if (fromServer) return fromServer;
  if (typeof window === 'undefined') return DEFAULT_APP_CONTEXT;
  embedded ??= readEmbeddedAppContext();
  return embedded;
}

/** First frame: the request's context (same on server and hydration); afterwards the live store. */
function useAppFlagsValue(initial: AppContext, booted: boolean): AppFlags {
  const isInApp = useAppStore((s) => s.isInApp);
  const isApplets = useAppStore((s) => s.isApplets);
  const appPlatform = useAppStore((s) => s.appPlatform);
  const appInfo = useAppStore((s) => s.appInfo);
  const hideH5Nav = useAppStore((s) => s.hideH5Nav);
  const isShowOpenApp = useAppStore((s) => s.isShowOpenApp);
  // Until boot has copied the context into the store, the store still holds its blank initial state.
  // The banner shows by default; the browser hides it after boot if it was closed this session.
  if (!booted) return { ...initial, isShowOpenApp: !initial.isInApp, booted };
  return { isInApp, isApplets, appPlatform, appInfo, hideH5Nav, isShowOpenApp, booted };
}

type Props = AppProps & { Component: PageWithLayout; appContext?: AppContext };

/**
 * Layouts: a page sets `Page.getLayout = (page) => <NavLayout>{page}</NavLayout>` (helpers in
 * layouts/index.tsx); pages without it use DefaultLayout.
 */
export default function CrispsApp({ Component, pageProps, appContext }: Props) {
  const router = useRouter();
  const initial = initialAppContext(appContext);
  const awaitingApp = !!(pageProps as { awaitingApp?: boolean }).awaitingApp;
  const booted = useAppBoot(router, initial, awaitingApp);
  useScrollRestore(router);
  const value = useAppFlagsValue(initial, booted);

  const getLayout = Component.getLayout ?? ((page: ReactElement) => <DefaultLayout>{page}</DefaultLayout>);
  return (
    <>
      <Head>
        <title key="title">{SITE_TITLE}</title>
        {/* defaults that a page's <Seo> replaces by key; _document cannot hold them (its tags can't be replaced) */}
        <meta key="description" name="description" content={SITE_DESCRIPTION} />
        <meta key="og:title" property="og:title" content={SITE_TITLE} />
        <meta key="og:description" property="og:description" content={SITE_DESCRIPTION} />
        <meta
          key="viewport"
          name="viewport"
          content="width=device-width, initial-scale=1, minimum-scale=1, viewport-fit=cover"
        />
      </Head>
      <AppFlagsProvider value={value}>
        <ErrorBoundary resetKey={router.asPath} fallback={() => <PageError statusCode={500} />}>
          {getLayout(awaitingApp ? <AppLoginWait /> : <Component {...pageProps} />)}
        </ErrorBoundary>
      </AppFlagsProvider>
    </>
  );
}
