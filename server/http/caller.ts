import type { Context } from 'hono';
import { DEFAULT_CITY, TERMINAL_WAP } from '@/lib/constants';
import type { HonoEnv } from './types';

const CITY_RE = /^\d{6}$/;

/** The caller's city: the areaCode header (X-Req-Area for app-style calls), else the default city. */
export function areaOf(c: Context<HonoEnv>, preferReqArea = false): string {
  const candidates = preferReqArea ? [c.req.header('x-req-area'), c.req.header('areacode')] : [c.req.header('areacode')];
  for (const v of candidates) if (v && CITY_RE.test(v.trim())) return v.trim();
  return DEFAULT_CITY.code;
}

/** The caller's terminal (the terminalCode header: the app's, a mini-program's…), the mobile web's when absent. */
export function terminalOf(c: Context<HonoEnv>): string {
  return c.req.header('terminalcode') || TERMINAL_WAP;
}

/** Where and on what the caller is, now: the scope an ad, a navigation entry or a page section is drawn for. */
export function adScopeOf(c: Context<HonoEnv>) {
  return { areaCode: areaOf(c), terminalCode: terminalOf(c), now: c.get('deps').now() };
}

/** The raw areaCode header, or undefined when absent or empty (unchecked: callers that need a valid city use areaOf). */
export function areaHeaderOf(c: Context<HonoEnv>): string | undefined {
  return c.req.header('areaCode') || undefined;
}

/** The logged-in account's id, or null for visitors and anonymous callers. */
export function accountIdOf(c: Context<HonoEnv>): string | null {
  const u = c.get('user');
  return u && u.userType !== 'VISITOR' ? u.userId : null;
}
