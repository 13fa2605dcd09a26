import { z } from 'zod';

// ——— requests ———

const coordinate = (label: string, min: number, max: number, example: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${label}格式有误`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `${label}超出范围`)
    .meta({ example });

export const RegeoByLocationQuery = z.object({ lat: coordinate('纬度', -90, 90, '30.66'), lng: coordinate('经度', -180, 180, '104.06') });

export const SearchCitiesQuery = z.object({ keyword: z.string().trim().min(1, '不能为空').max(20, '关键词过长').meta({ example: 'cd' }) });

export type RegeoByLocationQuery = z.infer<typeof RegeoByLocationQuery>;
export type SearchCitiesQuery = z.infer<typeof SearchCitiesQuery>;

// ——— answers ———

/** A located city (pid / pname: its province, when known). */
export const GeoCity = z.object({
  name: z.string().meta({ example: '成都市' }),
  code: z.string().meta({ example: '510100' }),
  pid: z.string().optional().meta({ example: '510000' }),
  pname: z.string().optional().meta({ example: '四川省' }),
});
export type GeoCity = z.infer<typeof GeoCity>;

/** Spec §3 "Geo lookup result", which is also the envelope: code (LOCATION_CODE), data, msg. */
export type GeoLookupResult = { code: number; data: GeoCity | null; msg: string };

/** A prefecture-level city. */
export const CityItem = z.object({ code: z.string(), name: z.string(), pid: z.string(), pname: z.string(), initial: z.string().meta({ example: 'C' }) });
export type CityItem = z.infer<typeof CityItem>;

export const CityGroup = z.object({ initial: z.string(), cities: z.array(CityItem) });
export type CityGroup = z.infer<typeof CityGroup>;

export const CityListData = z.object({ hotCities: z.array(CityItem), groups: z.array(CityGroup), total: z.number().int().meta({ example: 337 }) });
export type CityListData = z.infer<typeof CityListData>;

/** `match`: the characters of `name` to highlight, [start, end). */
export const CitySearchRow = CityItem.extend({ match: z.object({ start: z.number().int(), end: z.number().int() }) });
export type CitySearchRow = z.infer<typeof CitySearchRow>;

export const CitySearchData = z.object({ rows: z.array(CitySearchRow), total: z.number().int() });
export type CitySearchData = z.infer<typeof CitySearchData>;
