/**
 * What a geo provider says about an IP address or a coordinate. The maps service turns it into the
 * envelope codes of spec §8 (200 located, 5003 default city, 5001 failure).
 * - `city`: a place with a GB/T 2260 (ad)code, city or district level;
 * - `lan`: a local-network address (loopback, private, link-local), which no provider can place;
 * - `none`: the provider answered but knows no Chinese city there (abroad, empty city);
 * - `unknown`: no provider is configured that could answer.
 */
export type GeoPlace =
  | { kind: 'city'; adcode: string; name?: string; province?: string }
  | { kind: 'lan' }
  | { kind: 'none' }
  | { kind: 'unknown' };

import type { ProviderInfo } from '../providers';

/** `provider` is the same as `name`. */
export interface GeoAdapter extends ProviderInfo {
  readonly name: string;
  locateIp(ip: string): Promise<GeoPlace>;
  regeo(lat: number, lng: number): Promise<GeoPlace>;
}
