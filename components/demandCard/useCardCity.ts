import { useEffect, useState } from 'react';
import { cmsCodeTier } from '@/services/dict';
import { useCityStore } from '@/stores/city';

export type CardCity = { code: string; name: string };
export type CityStart = { city: CardCity; districts: string[] };

/**
 * The card's city: the site's current city (the banner switches it through /city/choiceCity), first as the server
 * read it from the cookie; its districts are loaded again whenever it changes.
 */
export function useCardCity(start: CityStart): CityStart {
  const current = useCityStore((s) => s.currentCity);
  const city: CardCity = current ? { code: String(current.code), name: current.name } : start.city;
  const [loaded, setLoaded] = useState<{ code: string; districts: string[] }>({ code: start.city.code, districts: start.districts });

  useEffect(() => {
    if (loaded.code === city.code) return;
    let live = true;
    cmsCodeTier(city.code)
      .then((rows) => live && setLoaded({ code: city.code, districts: rows.map((r) => r.name) }))
      .catch(() => live && setLoaded({ code: city.code, districts: [] }));
    return () => {
      live = false;
    };
  }, [city.code, loaded.code]);

  return { city, districts: loaded.code === city.code ? loaded.districts : [] };
}
