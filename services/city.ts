import { http, type Http } from '@/lib/http';
import type { CityListData, CitySearchData, GeoCity, GeoLookupResult } from '@/lib/contract/maps/api';

/** Code 200 with the city, 5003 (LOCATION_CODE.DEFAULT) when the default city is used, else a failure. */
export type { CityGroup, CityItem, CityListData, CitySearchData, CitySearchRow, GeoLookupResult } from '@/lib/contract/maps/api';

/** City of the caller's IP. Resolves the envelope whatever its code: the city stores branch on it. */
export const locateByIp = (): Promise<GeoLookupResult> =>
  http.envelope<GeoCity | null>('GET', '/maps/v1/ip_location', undefined, { silent: true });

/** Nearest city of a coordinate; same result shape as locateByIp (5001 outside China). */
export const regeoByLocation = (lat: number, lng: number): Promise<GeoLookupResult> =>
  http.envelope<GeoCity | null>('GET', '/maps/v1/regeo', { lat: lat.toFixed(6), lng: lng.toFixed(6) }, { silent: true });

/** Every city grouped A–Z, plus the hot cities. `client`: serverHttp(req) in getServerSideProps. */
export const fetchCityList = (client: Http = http) => client.get<CityListData>('/city/v1/list');

export const searchCities = (keyword: string, client: Http = http) =>
  client.get<CitySearchData>('/city/v1/search', { keyword }, { silent: true });

const POSITION_TIMEOUT_MS = 8000;
const POSITION_MAX_AGE_MS = 10 * 60_000;

/**
 * The browser's position, or null (no API, not a secure page, denied, timed out). With `prompt: false` it
 * never asks: it answers only when the user has already allowed this site, so opening a page shows no
 * permission dialog; a manual "重新定位" (a tap) may ask.
 */
export async function browserPosition({ prompt = false } = {}): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  if (!prompt) {
    try {
      const status = await navigator.permissions?.query({ name: 'geolocation' });
      if (status?.state !== 'granted') return null;
    } catch {
      return null;
    }
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (v: { lat: number; lng: number } | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(v);
    };
    // Some browsers never call back while their own permission prompt is left open.
    const guard = setTimeout(() => finish(null), POSITION_TIMEOUT_MS + 1000);
    navigator.geolocation.getCurrentPosition(
      (p) => finish({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => finish(null),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
