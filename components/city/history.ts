import { getJsonCookie, setCityCookie } from '@/lib/cookies';

/** 历史选择 of /city/choiceCity: cookie `cityHistory`, newest first, one entry per city, at most 6. */
export type CityHistoryEntry = { code: string; cityName: string };

const COOKIE = 'cityHistory';
export const CITY_HISTORY_MAX = 6;

const isEntry = (v: unknown): v is CityHistoryEntry =>
  !!v && typeof (v as CityHistoryEntry).code === 'string' && typeof (v as CityHistoryEntry).cityName === 'string';

export function readCityHistory(): CityHistoryEntry[] {
  const raw = getJsonCookie<unknown>(COOKIE);
  return Array.isArray(raw) ? raw.filter(isEntry).slice(0, CITY_HISTORY_MAX) : [];
}

export function pushCityHistory(city: { code: string; name: string }): CityHistoryEntry[] {
  const next = [{ code: String(city.code), cityName: city.name }, ...readCityHistory().filter((e) => e.code !== String(city.code))].slice(
    0,
    CITY_HISTORY_MAX,
  );
  setCityCookie(COOKIE, JSON.stringify(next));
  return next;
}
