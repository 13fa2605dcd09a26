import { create } from 'zustand';
import { CODE } from '@/lib/constants';
import { locateByIp } from '@/services/city';
import { defaultCity, type City, type PositionStatus } from './city';

export type City1State = {
  defaultCity: City;
  currentCity: City | null;
  positionCityName: string;
  positionCityCode: string;
  positionStatus: PositionStatus;
  code: string;
};

export type City1Actions = {
  positionCity(): Promise<void>;
  setCurrentCity(city: City): void;
};

/**
 * The city of the activity (专题) pages, chosen from /city/choiceCity?type=1. Same shape as the main city
 * store but kept in memory only: choosing a campaign city must not change the site's city cookies.
 */
export const useCity1Store = create<City1State & City1Actions>()((set) => ({
  defaultCity: defaultCity(),
  currentCity: null,
  positionCityName: '',
  positionCityCode: '',
  positionStatus: null,
  code: '',

  async positionCity() {
    try {
      const res = await locateByIp();
      const code = res?.data?.code;
      // Failure: a non-200 code, a missing city code, or the code '0'.
      if (res?.code === CODE.OK && code && String(code) !== '0') {
        const name = res.data?.name || '';
        set({ currentCity: { code: String(code), name }, positionCityName: name, positionCityCode: String(code), positionStatus: 2 });
        return;
      }
    } catch {
      // falls back below, like a failed lookup
    }
    const d = defaultCity();
    set({ currentCity: d, positionCityName: d.name, positionCityCode: d.code, positionStatus: 0 });
  },

  setCurrentCity(city) {
    set({ currentCity: { code: String(city.code), name: city.name, pid: city.pid, pname: city.pname } });
  },
}));
