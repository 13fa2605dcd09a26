import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { jsonOk, okJson } from '../../http/openapi';
import { cityList, findCities, locateIp, regeo } from './service';

const TAG = 'maps';

const GeoCitySchema = z
  .object({
    name: z.string().openapi({ example: '成都市' }),
    code: z.string().openapi({ example: '510100' }),
    pid: z.string().optional().openapi({ example: '510000' }),
    pname: z.string().optional().openapi({ example: '四川省' }),
  })
  .nullable()
  .openapi('GeoCity');

const geoResponses = {
  200: {
    description:
      'code 200 定位成功（data 为城市）；5003 未开通服务或无法识别，data 为默认城市（或定位到的未开通城市）；5001 定位失败（局域网、境外、服务异常），data 为 null',
    content: {
      'application/json': {
        schema: z.object({ code: z.number().openapi({ example: 200 }), data: GeoCitySchema, msg: z.string() }),
      },
    },
  },
};

const CityItemSchema = z
  .object({ code: z.string(), name: z.string(), pid: z.string(), pname: z.string(), initial: z.string() })
  .openapi('CityItem', { example: { code: '510100', name: '成都市', pid: '510000', pname: '四川省', initial: 'C' } });

const coordinate = (label: string, min: number, max: number, example: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${label}格式有误`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `${label}超出范围`)
    .openapi({ example });

const ipLocationRoute = createRoute({
  method: 'get',
  path: '/api/maps/v1/ip_location',
  tags: [TAG],
  summary: '按调用方 IP 定位城市（局域网视为失败；未配置定位服务时返回 5003 与默认城市）',
  responses: geoResponses,
});

const regeoRoute = createRoute({
  method: 'get',
  path: '/api/maps/v1/regeo',
  tags: [TAG],
  summary: '按经纬度匹配最近的地级城市；中国境外返回 5001',
  request: {
    query: z.object({
      lat: coordinate('纬度', -90, 90, '30.66'),
      lng: coordinate('经度', -180, 180, '104.06'),
    }),
  },
  responses: geoResponses,
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/city/v1/list',
  tags: [TAG],
  summary: '全部地级城市，按拼音首字母分组，另附热门城市',
  responses: jsonOk(
    z
      .object({
        hotCities: z.array(CityItemSchema),
        groups: z.array(z.object({ initial: z.string().openapi({ example: 'C' }), cities: z.array(CityItemSchema) })),
        total: z.number().openapi({ example: 337 }),
      })
      .openapi('CityList'),
  ),
});

const searchRoute = createRoute({
  method: 'get',
  path: '/api/city/v1/search',
  tags: [TAG],
  summary: '按城市名称（包含）或拼音/拼音首字母（前缀）搜索城市，最多 50 条；match 为名称中应高亮的字符区间',
  request: {
    query: z.object({
      keyword: z.string().trim().min(1, '不能为空').max(20, '关键词过长').openapi({ example: 'cd' }),
    }),
  },
  responses: jsonOk(
    z
      .object({
        rows: z.array(CityItemSchema.extend({ match: z.object({ start: z.number(), end: z.number() }) })),
        total: z.number(),
      })
      .openapi('CitySearch'),
  ),
});

export function mapsRoutes() {
  const r = createRouter();
  r.openapi(ipLocationRoute, async (c) => c.json(await locateIp(c.get('deps'), c.get('ip')), 200));
  r.openapi(regeoRoute, async (c) => {
    const { lat, lng } = c.req.valid('query');
    return c.json(await regeo(c.get('deps'), Number(lat), Number(lng)), 200);
  });
  r.openapi(listRoute, (c) => okJson(c, cityList()));
  r.openapi(searchRoute, (c) => okJson(c, findCities(c.req.valid('query').keyword)));
  return r;
}
