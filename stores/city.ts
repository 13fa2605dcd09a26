import { create } from 'zustand';
import { CODE, DEFAULT_CITY } from '@/lib/constants';
import { getCookie, getJsonCookie, setCityCookie } from '@/lib/cookies';
import { toast } from '@/lib/toast';
import { locateByIp, type GeoLookupResult } from '@/services/city';

export type City = { code: string; name: string; pid?: string; pname?: string };
/** null: not located yet; 0 failed; 1 located but the default city is used; 2 located. */
export type PositionStatus = 0 | 1 | 2 | null;

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

async function lookup(): Promise<GeoLookupResult | null> {
  try {
    return await locateByIp();
  } catch {
    return null;
  }
}

export const useCityStore = create<CityState & CityActions>()((set, get) => {
  const setPosition = (name: string, code: string, status: 0 | 1 | 2) => {
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
      // Every manual outcome below ends with its own toast, which replaces this one.
      if (manual) toast.loading('定位中', 0);
      const res = await lookup();
      const fallback = defaultCity();
      if (res?.code === CODE.OK && res.data?.name && res.data.code) {
        setPosition(res.data.name, res.data.code, 2);
        if (manual) toast.success('定位成功');
        else get().setCurrentCity({ code: res.data.code, name: res.data.name });
      } else if (res?.code === CODE.LOCATION_DEFAULT) {
        setPosition(res.data?.name || fallback.name, res.data?.code || fallback.code, 1);
        if (manual) toast.success('定位成功');
        else get().setCurrentCity(fallback);
      } else {
        setPosition(fallback.name, fallback.code, 0);
        if (manual) toast.error(LOCATE_FAILED_TEXT);
        else get().setCurrentCity(fallback);
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
        ...(status === 0 || status === 1 || status === 2 ? { positionStatus: status } : {}),
      });
    },
  };
});
