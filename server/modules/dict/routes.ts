import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { jsonOk, okJson } from '../../http/openapi';
import { codeList, codeOf, dataOf, intIn } from '../catalog/dto';
import { financingCities } from './regions';
import { cmsCode, cmsCodes, cmsCodeTier } from './service';

const TAG = '字典';
const FILE = 'services/dict.ts';

const codeRoute = createRoute({
  method: 'get',
  path: '/api/dict/v1/cms_code',
  tags: [TAG],
  summary: '字典编码的下级项（如 CONDITION-JY 交易类型、C-SY-RMSP-GG 首页页签；城市编码返回其区县）；未知编码 404',
  request: { query: z.object({ code: codeOf('字典编码') }) },
  responses: jsonOk(dataOf('DictItem[]', FILE)),
});

const codesRoute = createRoute({
  method: 'get',
  path: '/api/dict/v1/cms_codes',
  tags: [TAG],
  summary: '一次取多个字典编码的下级项（以编码为键；未知编码为 []）',
  request: { query: z.object({ codes: codeList('字典编码', 20).refine((v) => v.length > 0, '不能为空') }) },
  responses: jsonOk(dataOf('Record<string, DictItem[]>', FILE)),
});

const tierRoute = createRoute({
  method: 'get',
  path: '/api/dict/v1/cms_code_tier',
  tags: [TAG],
  summary: '树形字典：2147483647 全国省→市→区县；省编码→市→区县；市编码→区县；其他字典编码→子树（depth 限制层数）；未知编码 404',
  request: { query: z.object({ code: codeOf('字典编码'), depth: intIn('层数', 1, 4).default(4) }) },
  responses: jsonOk(dataOf('DictTierItem[]', FILE)),
});

const financingRoute = createRoute({
  method: 'get',
  path: '/api/selling_goods/v1/financing_city_list',
  tags: [TAG],
  summary: '额度评估的城市选择：{ city: { 省名: [市名…] } }',
  request: { query: z.object({ code: z.string().max(20).optional() }) },
  responses: jsonOk(dataOf('{ city: Record<string, string[]> }', FILE)),
});

export function dictRoutes() {
  const r = createRouter();
  r.openapi(codeRoute, async (c) => okJson(c, await cmsCode(c.get('deps').db, c.req.valid('query').code)));
  r.openapi(codesRoute, async (c) => okJson(c, await cmsCodes(c.get('deps').db, c.req.valid('query').codes)));
  r.openapi(tierRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await cmsCodeTier(c.get('deps').db, q.code, q.depth));
  });
  r.openapi(financingRoute, (c) => okJson(c, { city: financingCities() }));
  return r;
}
