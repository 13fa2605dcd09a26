import { ADDRESS_MSG } from '@/lib/contract/address/enums';
import { districtsOf } from '../dict/regions';
import { CITIES, PROVINCES, findCity } from '../maps/cities';

// The region of an address checked against the offline region table (maps/cities.data.json for provinces and
// cities, dict/districts.data.json for districts): codes in, names out. A level is required when the level above has
// children (香港 has no cities, 东莞 no districts).

export type Region = { provinceCode: string; provinceName: string; cityCode: string; cityName: string; areaCode: string; areaName: string };
export type RegionInput = { provinceCode: string; cityCode?: string; areaCode?: string };
export type RegionResult = { ok: true; region: Region } | { ok: false; field: 'provinceCode' | 'cityCode' | 'areaCode'; message: string };

const hasCities = (provinceCode: string) => CITIES.some((c) => c.pid === provinceCode);

/** The names of a region given by its codes, or the field that is wrong and why. */
export function resolveRegion(input: RegionInput): RegionResult {
  const province = PROVINCES.find((p) => p.code === input.provinceCode);
  if (!province) return { ok: false, field: 'provinceCode', message: '省份有误' };
  const region: Region = { provinceCode: province.code, provinceName: province.name, cityCode: '', cityName: '', areaCode: '', areaName: '' };
  if (!hasCities(province.code)) {
    if (input.cityCode || input.areaCode) return { ok: false, field: input.cityCode ? 'cityCode' : 'areaCode', message: '该地区没有下级区域' };
    return { ok: true, region };
  }
  if (!input.cityCode) return { ok: false, field: 'cityCode', message: ADDRESS_MSG.regionMissing };
  const city = findCity(input.cityCode);
  if (!city || city.pid !== province.code) return { ok: false, field: 'cityCode', message: '城市有误' };
  region.cityCode = city.code;
  region.cityName = city.name;
  const districts = districtsOf(city.code);
  if (!districts.length) {
    if (input.areaCode) return { ok: false, field: 'areaCode', message: '区县有误' };
    return { ok: true, region };
  }
  if (!input.areaCode) return { ok: false, field: 'areaCode', message: '请选择区县' };
  const area = districts.find((d) => d.code === input.areaCode);
  if (!area) return { ok: false, field: 'areaCode', message: '区县有误' };
  region.areaCode = area.code;
  region.areaName = area.name;
  return { ok: true, region };
}
