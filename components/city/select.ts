import type { NextRouter } from 'next/router';
import type { City } from '@/stores/city';
import { useCityStore } from '@/stores/city';
import { useCity1Store } from '@/stores/city1';
import { pushCityHistory } from './history';

/** /city/choiceCity?type=1 chooses the activity pages' city (store city1), anything else the site's city. */
export const CHOICE_TYPE = { SITE: 0, ACTIVITY: 1 } as const;
export type ChoiceType = (typeof CHOICE_TYPE)[keyof typeof CHOICE_TYPE];

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
export const parseChoiceType = (v: string | string[] | undefined): ChoiceType => (first(v) === '1' ? CHOICE_TYPE.ACTIVITY : CHOICE_TYPE.SITE);

/** The city chosen on the city pages: the site's city also goes into the history and its 7-day cookies. */
export function applyCity(type: ChoiceType, city: City) {
  const c: City = { code: String(city.code), name: city.name, pid: city.pid, pname: city.pname };
  if (type === CHOICE_TYPE.ACTIVITY) {
    useCity1Store.getState().setCurrentCity(c);
    return;
  }
  pushCityHistory(c);
  useCityStore.getState().setCurrentCity(c);
}

/** Back to the page that opened the city picker; `steps` 2 from the search page opened by the picker. */
export function leaveCityPage(router: NextRouter, steps: 1 | 2 = 1) {
  if (typeof window !== 'undefined' && window.history.length > steps) {
    if (steps === 1) router.back();
    else window.history.go(-steps);
    return;
  }
  // Opened directly: there is no page of ours to go back to.
  void router.replace('/');
}

export const searchCityUrl = (type: ChoiceType) => `/city/searchCity?${type === CHOICE_TYPE.ACTIVITY ? 'type=1&' : ''}from=choice`;
