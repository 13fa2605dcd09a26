import { create } from 'zustand';
import { CODE, DEFAULT_CITY } from '@/lib/constants';
import { getCookie, getJsonCookie, setCityCookie } from '@/lib/cookies';
import type { GeoLookupResult } from '@/services/city';

/** The location calls, loaded when a lookup runs (not in every page's boot). */
const cityService = () => import('@/services/city');
/**
 * The toasts of a manual lookup, loaded with it: the silent lookup every first visit runs shows none. A module that
 * does not load leaves the lookup without its toasts (null), never failing it.
 */
const toasts = () => import('@/lib/toast').then((m) => m.toast).catch(() => null);

export type City = { code: string; name: string; pid?: string; pname?: string };
/** How locating went: FAILED; DEFAULTED, located but the default city is used (not served); LOCATED. */
export const POSITION_STATUS = { FAILED: 0, DEFAULTED: 1, LOCATED: 2 } as const;
/** null: not located yet. */
export type PositionStatus = (typeof POSITION_STATUS)[keyof typeof POSITION_STATUS] | null;
export const isPositionStatus = (v: unknown): v is NonNullable<PositionStatus> => (Object.values(POSITION_STATUS) as unknown[]).includes(v);

export type CityState = {
  defaultCity: City;
  currentCity: City | null;
  positionCityName: string;
  positionCityCode: string;
  positionStatus: PositionStatus;
  /** City code handed over by a mini-program (query typeCode). */
  code: string;
};

export type CityActions = {
  /** IP location. `manual` is the user's retry: toasts, and the chosen current city stays. */
  positionCity(opts?: { manual?: boolean }): Promise<void>;
  setCurrentCity(city: City): void;
  setCode(code: string): void;
  /** Server-rendered first paint and later visits start from the 7-day city cookies. */
  restoreFromCookies(): void;
};

export const LOCATE_FAILED_TEXT = '定位失败，建议检查GPS是否打开或清除浏览器缓存再试';
export const defaultCity = (): City => ({ ...DEFAULT_CITY });

/** A local-network or empty city counts as a failure (spec §4), whatever the code says. */
const isCity = (d: GeoLookupResult['data']): d is NonNullable<GeoLookupResult['data']> =>
  !!d?.name && !!d.code && d.code !== '0' && d.name !== '局域网';

/**
 * The browser's position first (it asks for permission only on a manual retry, a tap), then the IP. A
 * position outside China or a failed reverse lookup falls through to the IP, so the outcomes and toasts
 * below stay those of the IP lookup.
 */
async function lookup(manual: boolean): Promise<GeoLookupResult | null> {
  let service: Awaited<ReturnType<typeof cityService>>;
  try {
    service = await cityService();
  } catch {
    return null;
  }
  try {
    const pos = await service.browserPosition({ prompt: manual });
    if (pos) {
      const res = await service.regeoByLocation(pos.lat, pos.lng);
      if (res.code === CODE.OK && isCity(res.data)) return res;
    }
  } catch {
    // no position: the IP decides
  }
  try {
    return await service.locateByIp();
  } catch {
    return null;
  }
}

export const useCityStore = create<CityState & CityActions>()((set, get) => {
  const setPosition = (name: string, code: string, status: NonNullable<PositionStatus>) => {
    set({ positionCityName: name, positionCityCode: code, positionStatus: status });
    setCityCookie('positionCityName', name);
    setCityCookie('positionCityCode', code);
    setCityCookie('positionStatus', status);
  };

  return {
    defaultCity: defaultCity(),
    currentCity: null,
    positionCityName: '',
    positionCityCode: '',
    positionStatus: null,
    code: '',

    async positionCity({ manual = false } = {}) {
      // Every manual outcome below ends with its own toast, which replaces this one (shown before it returns).
      const toast = manual ? toasts() : null;
      void toast?.then((t) => t?.loading('定位中', 0));
      const before = get().currentCity;
      const res = await lookup(manual);
      const fallback = defaultCity();
      // A city the user picked while the silent lookup was running wins over its result.
      const setCurrent = (city: City) => {
        if (get().currentCity === before) get().setCurrentCity(city);
      };
      if (res?.code === CODE.OK && isCity(res.data)) {
        setPosition(res.data.name, res.data.code, POSITION_STATUS.LOCATED);
        if (toast) await toast.then((t) => t?.success('定位成功'));
        else setCurrent({ code: res.data.code, name: res.data.name, pid: res.data.pid, pname: res.data.pname });
      } else if (res?.code === CODE.LOCATION_DEFAULT) {
        setPosition(res.data?.name || fallback.name, res.data?.code || fallback.code, POSITION_STATUS.DEFAULTED);
        if (toast) await toast.then((t) => t?.success('定位成功'));
        else setCurrent(fallback);
      } else {
        setPosition(fallback.name, fallback.code, POSITION_STATUS.FAILED);
        if (toast) await toast.then((t) => t?.error(LOCATE_FAILED_TEXT));
        else setCurrent(fallback);
      }
    },

    setCurrentCity(city) {
      const c: City = { code: String(city.code), name: city.name, pid: city.pid, pname: city.pname };
      set({ currentCity: c });
      setCityCookie('currentCity', JSON.stringify(c));
    },

    setCode(code) {
      set({ code });
    },

    restoreFromCookies() {
      const city = getJsonCookie<City>('currentCity');
      const status = Number(getCookie('positionStatus'));
      set({
        ...(city?.code ? { currentCity: city } : {}),
        ...(getCookie('positionCityName') ? { positionCityName: getCookie('positionCityName') } : {}),
        ...(getCookie('positionCityCode') ? { positionCityCode: getCookie('positionCityCode') } : {}),
        ...(isPositionStatus(status) ? { positionStatus: status } : {}),
      });
    },
  };
});
