import Cookies from 'js-cookie';
import { CITY_COOKIE_MAX_AGE_S, COOKIE_PATH, SESSION_COOKIE_MAX_AGE_S } from './constants';

const DAY_S = 86_400;

/** js-cookie takes days; every cookie of the product is on path '/'. No-ops on the server (no document). */
export function setCookie(name: string, value: string | number, maxAgeSeconds = SESSION_COOKIE_MAX_AGE_S): void {
  Cookies.set(name, String(value), { path: COOKIE_PATH, expires: maxAgeSeconds / DAY_S, sameSite: 'Lax' });
}

export const setSessionCookie = (name: string, value: string | number) => setCookie(name, value, SESSION_COOKIE_MAX_AGE_S);
export const setCityCookie = (name: string, value: string | number) => setCookie(name, value, CITY_COOKIE_MAX_AGE_S);

export function getCookie(name: string): string | undefined {
  return Cookies.get(name) || undefined;
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: COOKIE_PATH });
}

export function parseJson<T>(raw: string | undefined | null): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export const getJsonCookie = <T>(name: string): T | undefined => parseJson<T>(getCookie(name));

/** Cookie header of a server request -> map, decoded the way js-cookie encoded the values. */
export function parseCookieHeader(header: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!name || name in out) continue;
    try {
      out[name] = value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      out[name] = value;
    }
  }
  return out;
}
