import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { requireAccount } from '../auth/session';
import { dataOf, idOf, limit, page } from '../catalog/dto';
import { FAVOURITE_TYPE } from '../catalog/enums';
import { accountIdOf } from '../catalog/http';
import { addFavourite, cancelFavourite, checkFavourite, listFavourites } from './service';

const TAG = '收藏';
const FILE = 'services/favourite.ts';
const TYPES = Object.values(FAVOURITE_TYPE) as [string, ...string[]];
const targetType = z.enum(TYPES, { error: (i) => (i.input === undefined ? '不能为空' : '收藏类型有误') });
const Target = z.object({ targetType, targetId: idOf('收藏对象') });
type T = { targetType: (typeof FAVOURITE_TYPE)[keyof typeof FAVOURITE_TYPE]; targetId: string };

const addRoute = createRoute({
  method: 'post',
  path: '/api/save/v1/add',
  tags: [TAG],
  summary: '收藏商品 / 交易商品 / 规划师 / 套餐（需登录；重复收藏无副作用；对象不存在 404）',
  request: formBody(Target),
  responses: jsonOk(dataOf('{ saved: true }', FILE)),
});
const cancelRoute = createRoute({
  method: 'post',
  path: '/api/save/v1/cancel',
  tags: [TAG],
  summary: '取消收藏（需登录；未收藏时无副作用）',
  request: formBody(Target),
  responses: jsonOk(dataOf('{ saved: false }', FILE)),
});
const checkRoute = createRoute({
  method: 'get',
  path: '/api/save/v1/check',
  tags: [TAG],
  summary: '是否已收藏（未登录为 false）',
  request: { query: Target },
  responses: jsonOk(dataOf('{ saved: boolean }', FILE)),
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/save/v1/list',
  tags: [TAG],
  summary: '我的收藏（需登录；新收藏在前；已删除的对象标记 gone）',
  request: { query: z.object({ targetType: targetType.optional(), page: page(), limit: limit(10, 50) }) },
  responses: jsonOk(dataOf('Paged<FavouriteItem>', FILE)),
});

export function favouriteRoutes() {
  const r = createRouter();
  r.openapi(addRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    return okJson(c, await addFavourite(db, user.userId, c.req.valid('form') as T, now()));
  });
  r.openapi(cancelRoute, async (c) => okJson(c, await cancelFavourite(c.get('deps').db, requireAccount(c).userId, c.req.valid('form') as T)));
  r.openapi(checkRoute, async (c) => okJson(c, await checkFavourite(c.get('deps').db, accountIdOf(c), c.req.valid('query') as T)));
  r.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await listFavourites(c.get('deps').db, requireAccount(c).userId, { ...q, targetType: q.targetType as T['targetType'] | undefined }));
  });
  return r;
}
