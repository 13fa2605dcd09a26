import { createAmapGeo } from './amap';
import { createLocalGeo } from './local';
import type { GeoAdapter } from './types';

export type { GeoAdapter, GeoPlace } from './types';
export { createAmapGeo, createLocalGeo };
export { isLanIp } from './ip';

/** AMap when AMAP_KEY is configured, otherwise the local provider. */
export function createGeoAdapter(env: Record<string, string | undefined> = process.env): GeoAdapter {
  const key = env.AMAP_KEY?.trim();
  return key ? createAmapGeo({ key }) : createLocalGeo();
}
