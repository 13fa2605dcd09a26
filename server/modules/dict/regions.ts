import data from './districts.data.json';
import type { DictTierItem } from '@/lib/contract/dict/api';
import { DICT } from '@/lib/contract/catalog/enums';
import { CITIES, PROVINCES } from '../maps/cities';

// Region tiers of the national dictionary code 2147483647: province → prefecture-level city → district.
const DISTRICTS = (data as unknown as { districts: Record<string, [string, string][]> }).districts;

/** Cities in code order (the city table is sorted by pinyin; a picker reads better by code). */
const citiesOf = (provinceCode: string) =>
  CITIES.filter((c) => c.pid === provinceCode)
    .slice()
    .sort((a, b) => a.code.localeCompare(b.code));

export const districtsOf = (cityCode: string): DictTierItem[] => (DISTRICTS[cityCode] ?? []).map(([code, name]) => ({ code, name, children: [] }));

const cityTier = (provinceCode: string, depth: number): DictTierItem[] =>
  citiesOf(provinceCode).map((c) => ({ code: c.code, name: c.name, children: depth > 1 ? districtsOf(c.code) : [] }));

export const isProvince = (code: string) => PROVINCES.some((p) => p.code === code);
export const isCity = (code: string) => CITIES.some((c) => c.code === code);

/** The region tree under a code, `depth` levels deep (default all), or null when the code is no region. */
export function regionTier(code: string, depth = 3): DictTierItem[] | null {
  if (code === DICT.NATIONAL_REGION) return PROVINCES.map((p) => ({ code: p.code, name: p.name, children: depth > 1 ? cityTier(p.code, depth - 1) : [] }));
  if (isProvince(code)) return cityTier(code, depth);
  if (isCity(code)) return districtsOf(code);
  return null;
}

/** { 省名: [市名…] } for the credit evaluation city picker. */
export function financingCities(): Record<string, string[]> {
  return Object.fromEntries(PROVINCES.map((p) => [p.name, citiesOf(p.code).map((c) => c.name)]));
}
