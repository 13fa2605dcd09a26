import { CityListData, CitySearchData, GeoCity, RegeoByLocationQuery, SearchCitiesQuery } from '@/lib/contract/maps/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { fetchCityList, locateByIp, regeoByLocation, searchCities } from './service';

const TAG = 'maps';

/** A lookup answers its own envelope: the city stores branch on its code, so a 5003 still carries a city. */
const GEO_CODES = 'code 200 定位成功（data 为城市）；5003 未开通服务或无法识别，data 为默认城市（或定位到的未开通城市）；5001 定位失败（局域网、境外、服务异常），data 为 null';

const locateByIpRoute = getRoute({
  path: '/api/maps/v1/ip_location',
  tag: TAG,
  summary: '按调用方 IP 定位城市（局域网视为失败；未配置定位服务时返回 5003 与默认城市）',
  description: GEO_CODES,
  data: GeoCity.nullable(),
});

const regeoByLocationRoute = getRoute({
  path: '/api/maps/v1/regeo',
  tag: TAG,
  summary: '按经纬度匹配最近的地级城市；中国境外返回 5001',
  description: GEO_CODES,
  query: RegeoByLocationQuery,
  data: GeoCity.nullable(),
});

const fetchCityListRoute = getRoute({
  path: '/api/city/v1/list',
  tag: TAG,
  summary: '全部地级城市，按拼音首字母分组，另附热门城市',
  data: CityListData,
});

const searchCitiesRoute = getRoute({
  path: '/api/city/v1/search',
  tag: TAG,
  summary: '按城市名称（包含）或拼音/拼音首字母（前缀）搜索城市，最多 50 条；match 为名称中应高亮的字符区间',
  query: SearchCitiesQuery,
  data: CitySearchData,
});

export function mapsRoutes() {
  const r = createRouter();
  r.openapi(locateByIpRoute, async (c) => c.json(await locateByIp(c.get('deps'), c.get('ip')), 200));
  r.openapi(regeoByLocationRoute, async (c) => {
    const { lat, lng } = c.req.valid('query');
    return c.json(await regeoByLocation(c.get('deps'), Number(lat), Number(lng)), 200);
  });
  r.openapi(fetchCityListRoute, (c) => okJson(c, fetchCityList()));
  r.openapi(searchCitiesRoute, (c) => okJson(c, searchCities(c.req.valid('query').keyword)));
  return r;
}
