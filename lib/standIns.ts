/**
 * Which outside services run on a local stand-in in this server (server/adapters/standIns.ts decides it at
 * start-up), for the pages that label what a stand-in does (components/common/StandInNote.tsx). Shared by the
 * server runtime, _document and the browser, so it holds no server code: the runtime publishes the list on
 * globalThis (bundles do not share module state), _document embeds it in every server-rendered page.
 */
export const STAND_IN_SERVICES = ['pay', 'payout', 'bankVerify', 'sms', 'realname', 'invoice', 'esign', 'mail', 'phone', 'wechat', 'wechatJs'] as const;
export type StandInService = (typeof STAND_IN_SERVICES)[number];

export const STAND_INS_SCRIPT_ID = '__CRISPS_STAND_INS__';

const KEY = Symbol.for('crisps.standIns');
type G = typeof globalThis & { [KEY]?: StandInService[] };

const isService = (s: unknown): s is StandInService => (STAND_IN_SERVICES as readonly unknown[]).includes(s);

/** The runtime, once its adapters are chosen. */
export function publishStandIns(services: readonly string[]): void {
  (globalThis as G)[KEY] = services.filter(isService);
}

/** What the runtime published; null before it booted (build time, statically optimised pages). */
export function publishedStandIns(): StandInService[] | null {
  return (globalThis as G)[KEY] ?? null;
}

/** JSON of the list, safe inside a <script> element. */
export const standInsScript = (services: readonly StandInService[]) => JSON.stringify(services).replace(/</g, '\\u003c');

/** The list embedded by _document, or null when the page was not rendered for a request. */
export function parseStandIns(text: string | null | undefined): StandInService[] | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter(isService) : null;
  } catch {
    return null;
  }
}
