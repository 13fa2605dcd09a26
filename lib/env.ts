/**
 * Public configuration, the same in the browser and on the server. next.config.ts copies the
 * server environment (APP_ENV, CHAT_SITE_URL, ORDER_SITE_URL, PAY_SITE_URL, SENTRY_DSN, SIGN_SECRET)
 * into NEXT_PUBLIC_* at build time.
 */
export type AppEnv = 'D' | 'T' | 'K' | 'Y' | 'P';

const envs: AppEnv[] = ['D', 'T', 'K', 'Y', 'P'];
const raw = (process.env.NEXT_PUBLIC_APP_ENV || process.env.APP_ENV || 'P').toUpperCase();
export const APP_ENV: AppEnv = (envs as string[]).includes(raw) ? (raw as AppEnv) : 'P';

/** Per-environment request-signing secret. It ships to the browser, so it proves the caller is our client, not a secret of the user. */
const DEFAULT_SECRETS: Record<AppEnv, string> = {
  D: 'crisps-d-7f3a9c', T: 'crisps-t-41be07', K: 'crisps-k-c9d215', Y: 'crisps-y-5e8a60', P: 'crisps-p-b27f4d',
};
export const SIGN_SECRET = process.env.NEXT_PUBLIC_SIGN_SECRET || process.env.SIGN_SECRET || DEFAULT_SECRETS[APP_ENV];

const trim = (s: string | undefined) => (s || '').replace(/\/$/, '');
/** Chat site base: empty host means this app, under /im. */
export const CHAT_SITE_URL = trim(process.env.NEXT_PUBLIC_CHAT_SITE_URL || process.env.CHAT_SITE_URL) || '/im';
/** Order site base: empty means this app (its /m-order hand-off lands on /order). */
export const ORDER_SITE_URL = trim(process.env.NEXT_PUBLIC_ORDER_SITE_URL || process.env.ORDER_SITE_URL);
export const PAY_SITE_URL = trim(process.env.NEXT_PUBLIC_PAY_SITE_URL || process.env.PAY_SITE_URL);
export const SENTRY_DSN = process.env.NEXT_PUBLIC_SENTRY_DSN || process.env.SENTRY_DSN || '';
