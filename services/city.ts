import { http } from '@/lib/http';

/** Spec §3 "Geo lookup result": code 200 with the city, 5003 when the default city is used, else a failure. */
export type GeoLookupResult = { code: number; data: { name: string; code: string } | null; msg: string };

/** City of the caller's IP. Resolves the envelope whatever its code: the city stores branch on it. */
export const locateByIp = (): Promise<GeoLookupResult> =>
  http.envelope<GeoLookupResult['data']>('GET', '/maps/v1/ip_location', undefined, { silent: true });
