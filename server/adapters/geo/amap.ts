import { isIP } from 'node:net';
import { isLanIp } from './ip';
import type { GeoAdapter, GeoPlace } from './types';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
type AmapIp = { status?: string; province?: unknown; city?: unknown; adcode?: unknown };
type AmapRegeo = {
  status?: string;
  regeocode?: { addressComponent?: { province?: unknown; city?: unknown; district?: unknown; adcode?: unknown } };
};

const BASE = 'https://restapi.amap.com/v3';
/** AMap writes "no value" as an empty array. */
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * AMap web service (IP location and reverse geocoding), used when AMAP_KEY is set. Its coordinates are
 * GCJ-02; a browser's WGS-84 position is a few hundred metres off, which does not change the city.
 */
export function createAmapGeo({ key, fetch: doFetch = fetch, timeoutMs = 3000 }: { key: string; fetch?: Fetch; timeoutMs?: number }): GeoAdapter {
  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const qs = new URLSearchParams({ key, ...params }).toString();
    const res = await doFetch(`${BASE}${path}?${qs}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`amap ${path} answered HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    name: 'amap',
    provider: 'amap',
    standIn: false,
    async locateIp(ip): Promise<GeoPlace> {
      if (isLanIp(ip)) return { kind: 'lan' };
      if (isIP(ip) !== 4) return { kind: 'unknown' }; // the IP API knows IPv4 only
      const r = await get<AmapIp>('/ip', { ip });
      if (r.status !== '1') throw new Error('amap ip lookup failed');
      if (text(r.province) === '局域网') return { kind: 'lan' };
      const adcode = text(r.adcode);
      if (!text(r.city) || !adcode) return { kind: 'none' };
      return { kind: 'city', adcode, name: text(r.city), province: text(r.province) };
    },
    async regeo(lat, lng): Promise<GeoPlace> {
      const r = await get<AmapRegeo>('/geocode/regeo', { location: `${lng.toFixed(6)},${lat.toFixed(6)}` });
      if (r.status !== '1') throw new Error('amap regeo failed');
      const a = r.regeocode?.addressComponent;
      const adcode = text(a?.adcode);
      if (!adcode) return { kind: 'none' };
      return { kind: 'city', adcode, name: text(a?.city) || text(a?.province), province: text(a?.province) };
    },
  };
}
