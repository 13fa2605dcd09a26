/**
 * The one getServerSideProps of a page that loads its first screen: the query read once, the visitor's in-process
 * client, an invalid session sent to log in (and back), and every other failure turned into the page's error text.
 * A loader answers its data, or one of the answers below (leave for another address, 404, an error text, a status).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { parseCookieHeader, parseJson } from './cookies';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp, type Http } from './http';
import { isAppUserRefreshPath } from './guardPaths';
import { SESSION_COOKIES } from './guard';
import { parseAppUA } from '@/bridge/ua';
import { flatQuery, type Query } from './query';
import { MISSING_PARAMS } from './constants';
import { recordPageRender } from './pageTiming';

export type { Query } from './query';

/** Props of a page with an error state of its own: the data, or null and the text to show ('' when fine). */
export type PageProps<T> = { data: T | null; error: string; query: Query };
/** Props of a page loaded with `errorPage`: the data is always there (a failure answers the error page). */
export type ReadyProps<T> = PageProps<T> & { data: T };
/** Props of a page opened without the query that names its subject (see PageOptions.bare). */
export type LandingProps<B> = { data: null; error: ''; query: Query; bare: B };
/**
 * Props of a page rendered inside the native app before the app handed over its session: on the designated routes
 * (lib/guard APP_USER_REFRESH_PATHS) the app owns the login, so instead of the login page _app shows a wait while
 * the browser takes the user from the bridge and renders the page again (components/common/useAppBoot).
 */
export type AwaitingAppProps = { data: null; error: ''; query: Query; awaitingApp: true };

export type PageLoadContext = {
  /** The visitor's client: their cookies sign the call, which runs in-process. */
  client: Http;
  /** First value of each query key, trimmed. */
  query: Query;
  /** The dynamic route segments, read the same way. */
  params: Query;
  req: IncomingMessage;
  res: ServerResponse;
  resolvedUrl: string;
  cookies: Record<string, string>;
  /** The city the browser's city store will hold (cookie currentCity), for the first frame. */
  cookieCity: { code?: string; name?: string } | null;
  /**
   * The request carries a session cookie: this render is for one customer, the page cache never shares it
   * (scripts/pageCache.mjs, same rule) and no crawler reads it. A page may leave its parts below the first screen to
   * the browser then (components/common/HydrateLater.tsx BelowFold, ADR 0064).
   */
  personal: boolean;
};

/** The answers a loader gives instead of its data (built by the functions below; pageLoader tells them apart). */
class Leave {
  constructor(readonly result: { redirect: Redirect } | { notFound: true }) {}
}
class Failure {
  constructor(readonly text: string) {}
}
class WithStatus<T> {
  constructor(
    readonly status: number,
    readonly data: T,
  ) {}
}
export type { Leave, Failure, WithStatus };

export const redirectTo = (destination: string, permanent = false) => new Leave({ redirect: { destination, permanent } });
export const notFound = () => new Leave({ notFound: true });
/** The page shows `text` where its data would be. */
export const pageError = (text: string) => new Failure(text);
/** The data, answered with another HTTP status (a page's own not-found or failed state). */
export const withStatus = <T>(status: number, data: T) => new WithStatus(status, data);

/** A feature loader's answer: its data, or leave (redirect, 404), or its data with another HTTP status. */
export type PageAnswer<T> = T | Leave | WithStatus<T>;
/** What a page loader may answer: the above, nothing to load (undefined), or an error text. */
export type PageLoad<T> = (ctx: PageLoadContext) => Promise<PageAnswer<T> | undefined | Failure>;
/** The same for a page without an error state of its own: it always has data. */
export type ReadyLoad<T> = (ctx: PageLoadContext) => Promise<PageAnswer<T>>;

export type Landing<B> = {
  /** True when the query lacks the subject of the page. */
  when: (query: Query) => boolean;
  load: (ctx: PageLoadContext) => Promise<B>;
};

export type PageOptions = {
  /** Query keys the page cannot do without: when one is empty the page shows 缺少参数. */
  required?: string[];
  /** The page's text for a failure that carries no message of its own. */
  fallback?: string;
};
export type ReadyOptions<B = never> = {
  /**
   * The page has no error state of its own: a failure other than an invalid session is thrown on, and Next answers
   * its error page (HTTP 500).
   */
  errorPage: true;
  /** Instead of loading, a page opened without its subject renders a landing (props.bare). */
  bare?: Landing<B>;
};

// in lib/constants, so that components showing it (components/common/Empty) do not load this module and the HTTP client
export { MISSING_PARAMS };
const FALLBACK = '请求失败，请稍后再试';

/** The server's message of a failed call, or a fallback for network failures and surprises. */
export function errorText(e: unknown, fallback = FALLBACK): string {
  if (isApiError(e) && e.message) return e.message;
  return fallback;
}

const isSessionError = (e: unknown) => isApiError(e) && isSessionInvalidCode(e.code);

/** Lets an invalid session through to pageLoader (login) from a loader that otherwise handles its failures. */
export function throwIfSession(err: unknown): void {
  if (isSessionError(err)) throw err;
}

/** A section the page can do without: when it fails it loads in the browser (null), but 5223 still goes to login. */
export async function optional<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    throwIfSession(err);
    return null;
  }
}

/** The page's main read failed: an unknown subject (404/400) answers 404, anything else 500; 5223 goes to login. */
export function readFailure(err: unknown): { notFound: boolean; status: 404 | 500 } {
  throwIfSession(err);
  const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
  return { notFound, status: notFound ? 404 : 500 };
}

function loadContext(ctx: GetServerSidePropsContext, query: Query): PageLoadContext {
  const cookies = parseCookieHeader(ctx.req.headers.cookie);
  return {
    client: serverHttp(ctx.req),
    query,
    params: flatQuery(ctx.params ?? {}),
    req: ctx.req,
    res: ctx.res,
    resolvedUrl: ctx.resolvedUrl,
    cookies,
    cookieCity: parseJson<{ code?: string; name?: string }>(cookies.currentCity) ?? null,
    personal: SESSION_COOKIES.some((name) => cookies[name]),
  };
}

/** Inside the app, on a designated route, without a session of its own: the app will hand over its user. */
function waitsForApp({ req, cookies, resolvedUrl }: PageLoadContext): boolean {
  return !cookies.token && parseAppUA(String(req.headers['user-agent'] || '')).isInApp && isAppUserRefreshPath(resolvedUrl);
}

function answer<T>(got: T | undefined | Leave | Failure | WithStatus<T>, ctx: PageLoadContext): GetServerSidePropsResult<PageProps<T>> {
  const { query } = ctx;
  if (got instanceof Leave) return got.result;
  if (got instanceof Failure) return { props: { data: null, error: got.text, query } };
  if (got instanceof WithStatus) {
    ctx.res.statusCode = got.status;
    return { props: { data: got.data, error: '', query } };
  }
  return { props: { data: got ?? null, error: '', query } };
}

export function pageLoader<T, B>(load: ReadyLoad<T>, opts: ReadyOptions<B> & { bare: Landing<B> }): GetServerSideProps<ReadyProps<T> | LandingProps<B>>;
export function pageLoader<T>(load: ReadyLoad<T>, opts: ReadyOptions): GetServerSideProps<ReadyProps<T>>;
export function pageLoader<T, B>(load: PageLoad<T>, opts: PageOptions & { bare: Landing<B> }): GetServerSideProps<PageProps<T> | LandingProps<B>>;
export function pageLoader<T>(load: PageLoad<T>, opts?: PageOptions): GetServerSideProps<PageProps<T>>;
export function pageLoader<T, B>(
  load: PageLoad<T>,
  opts: (PageOptions & { errorPage?: false; bare?: Landing<B> }) | ReadyOptions<B> = {},
): GetServerSideProps<PageProps<T> | LandingProps<B> | AwaitingAppProps> {
  const run: GetServerSideProps<PageProps<T> | LandingProps<B> | AwaitingAppProps> = async (ctx) => {
    const query = flatQuery(ctx.query);
    const pc = loadContext(ctx, query);
    if (opts.bare?.when(query)) return { props: { data: null, error: '', query, bare: await opts.bare.load(pc) } };
    if ('required' in opts && opts.required?.some((k) => !query[k])) return { props: { data: null, error: MISSING_PARAMS, query } };
    try {
      return answer(await load(pc), pc);
    } catch (e) {
      if (isSessionError(e)) return waitsForApp(pc) ? { props: { data: null, error: '', query, awaitingApp: true } } : loginRedirect(ctx.resolvedUrl);
      if (opts.errorPage) throw e;
      return { props: { data: null, error: errorText(e, 'fallback' in opts ? opts.fallback : undefined), query } };
    }
  };
  // Its render time by page route (docs/METRICS.md).
  return async (ctx) => {
    const start = performance.now();
    try {
      return await run(ctx);
    } finally {
      recordPageRender(ctx.req, start);
    }
  };
}

/** A move of a dead address to its live one, keeping the query (temporary, as the original answered). */
export function movedTo(destination: string, resolvedUrl: string): { redirect: Redirect } {
  const at = resolvedUrl.indexOf('?');
  return { redirect: { destination: `${destination}${at === -1 ? '' : resolvedUrl.slice(at)}`, permanent: false } };
}

/** getServerSideProps of a page that only sends its visitors to `destination`. */
export const movedPage =
  (destination: string): GetServerSideProps =>
  async ({ resolvedUrl }) =>
    movedTo(destination, resolvedUrl);

type LayoutPage<P> = ComponentType<P> & { getLayout?: (page: ReactElement) => ReactNode };

/**
 * A page component written for flat props (a shared one under components/), fed from the loader's data; its layout
 * sees the same flat props.
 */
export function dataPage<P extends object>(Page: LayoutPage<P>): LayoutPage<ReadyProps<P>> {
  const Wrapped: LayoutPage<ReadyProps<P>> = ({ data }: ReadyProps<P>) => createElement(Page, data);
  const layout = Page.getLayout;
  if (layout) Wrapped.getLayout = (page) => layout(createElement(Page, (page.props as ReadyProps<P>).data));
  return Wrapped;
}
