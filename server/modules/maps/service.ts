import { DEFAULT_CITY } from '@/lib/constants';
import type { CityListData, CitySearchData, GeoCity, GeoLookupResult } from '@/lib/contract/maps/api';
import { LOCATION_CODE } from '@/lib/contract/maps/enums';
import type { GeoAdapter, GeoPlace } from '../../adapters/geo';
import type { Deps } from '../../http/types';
import { cityGroups, cityOfAdcode, findCityByName, searchCities as searchTable, toItem, type CityItem } from './cities';
import { log } from '../../log';

/** Messages of spec §8 (the two failure texts) and of the 5003 cases. */
export const GEO_MSG = {
  ok: '定位成功，匹配到对应的服务城市',
  failed: '定位失败,请稍后再试',
  error: '定位失败，未知异常',
  notServed: '当前城市暂未开通服务，已为您切换到默认城市',
  unknown: '暂未能识别您所在的城市，已为您切换到默认城市',
} as const;


const IP_CACHE_TTL_S = 6 * 3600;

/** The geo provider of these deps (server/adapters: AMAP_KEY or the offline table). */
export const geoOf = (deps: Deps): GeoAdapter => deps.adapters.geo;

const located = (c: CityItem): GeoLookupResult => ({
  code: LOCATION_CODE.OK,
  data: { name: c.name, code: c.code, pid: c.pid, pname: c.pname },
  msg: GEO_MSG.ok,
});
const failed = (msg: string = GEO_MSG.failed): GeoLookupResult => ({ code: LOCATION_CODE.FAILED, data: null, msg });
const defaultCity = (msg: string, city: GeoCity = { ...DEFAULT_CITY }): GeoLookupResult => ({ code: LOCATION_CODE.DEFAULT, data: city, msg });

/**
 * A provider's answer as the envelope the city stores expect: a known city is located (200); a place outside
 * the table is "located but not served" (5003, the place itself as data); no provider means the default city
 * (5003); a local network, an empty city or a place abroad is a failure (5001).
 */
export function placeToResult(place: GeoPlace): GeoLookupResult {
  switch (place.kind) {
    case 'city': {
      const city = cityOfAdcode(place.adcode) ?? (place.name ? findCityByName(place.name) : undefined);
      if (city) return located(toItem(city));
      if (!place.name) return failed();
      return defaultCity(GEO_MSG.notServed, { name: place.name, code: place.adcode });
    }
    case 'unknown':
      return defaultCity(GEO_MSG.unknown);
    default:
      return failed();
  }
}

async function safely(what: string, run: () => Promise<GeoPlace>): Promise<GeoLookupResult> {
  try {
    return placeToResult(await run());
  } catch (err) {
    log.warn({ where: 'maps', what, err }, 'lookup failed');
    return failed(GEO_MSG.error);
  }
}

/** City of the caller's IP; provider answers are cached a few hours per IP (providers meter their calls). */
export async function locateByIp(deps: Deps, ip: string): Promise<GeoLookupResult> {
  const geo = geoOf(deps);
  const key = `geo:ip:${geo.name}:${ip}`;
  const cached = geo.name === 'local' ? null : await deps.cache.get(key);
  if (cached) return placeToResult(JSON.parse(cached) as GeoPlace);
  return safely('ip location', async () => {
    const place = await geo.locateIp(ip);
    if (geo.name !== 'local' && (place.kind === 'city' || place.kind === 'none')) {
      await deps.cache.set(key, JSON.stringify(place), IP_CACHE_TTL_S);
    }
    return place;
  });
}

export const regeoByLocation = (deps: Deps, lat: number, lng: number) => safely('regeo', () => geoOf(deps).regeo(lat, lng));

export const fetchCityList = (): CityListData => cityGroups();

export const searchCities = (keyword: string): CitySearchData => {
  const rows = searchTable(keyword);
  return { rows, total: rows.length };
};
