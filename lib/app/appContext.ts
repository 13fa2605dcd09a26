/**
 * How the page knows, on its very first server-rendered frame, whether it runs inside the native
 * app or a mini-program: proxy.ts parses the request (UA + query) into an AppContext and
 * forwards it as the APP_CONTEXT_HEADER request header; _document reads it, hands it to <App> as
 * the `appContext` prop (renderPage enhanceApp) and embeds it as JSON so the browser hydrates with
 * the same value. After hydration the zustand app store (kept in sync by _app) is the live source.
 *
 * zustand hooks return the store's *initial* state during SSR and hydration, so components that
 * must render the right thing on the first frame read useAppFlags() (AppFlags.tsx) instead of useAppStore().
 * This file stays free of React: the proxy (proxy.ts) imports it.
 */
import type { AppInfo, AppPlatform } from '@/lib/app/appInfo';

export type AppContext = {
  isInApp: boolean;
  appPlatform: AppPlatform;
  appInfo: AppInfo;
  isApplets: boolean;
  hideH5Nav: boolean;
};

export const APP_CONTEXT_HEADER = 'x-crisps-app';
export const APP_CONTEXT_SCRIPT_ID = '__CRISPS_APP__';

export const DEFAULT_APP_CONTEXT: AppContext = {
  isInApp: false,
  appPlatform: '',
  appInfo: {},
  isApplets: false,
  hideH5Nav: false,
};

export function encodeAppContext(ctx: AppContext): string {
  return encodeURIComponent(JSON.stringify(ctx));
}

export function decodeAppContext(raw: string | string[] | null | undefined): AppContext | null {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(v)) as Partial<AppContext>;
    return {
      isInApp: Boolean(parsed.isInApp),
      appPlatform: parsed.appPlatform === 'ios' || parsed.appPlatform === 'android' ? parsed.appPlatform : '',
      appInfo: parsed.appInfo && typeof parsed.appInfo === 'object' ? parsed.appInfo : {},
      isApplets: Boolean(parsed.isApplets),
      hideH5Nav: Boolean(parsed.hideH5Nav),
    };
  } catch {
    return null;
  }
}

/** The JSON embedded by _document, read once in the browser before hydration. */
export function readEmbeddedAppContext(): AppContext {
  if (typeof document === 'undefined') return DEFAULT_APP_CONTEXT;
  const text = document.getElementById(APP_CONTEXT_SCRIPT_ID)?.textContent;
  return decodeAppContext(text ? encodeURIComponent(text) : null) ?? DEFAULT_APP_CONTEXT;
}

/** JSON safe to place inside a <script> element. */
export function appContextScript(ctx: AppContext): string {
  return JSON.stringify(ctx).replace(/</g, '\\u003c');
}
