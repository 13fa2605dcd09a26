import {
  BatchDeleteFavouritesBody,
  BatchDeleteResult,
  FavouritePage,
  FavouriteTarget,
  KnownCollectPage,
  KnownCollectsQuery,
  ListFavouritesQuery,
  SavedState,
} from '@/lib/contract/favourite/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { requireAccount } from '../auth/session';
import { accountIdOf } from '../../http/caller';
import { addFavourite, batchDeleteFavourites, cancelFavourite, checkFavourite, listFavourites } from './service';
import { collectedBy } from '../known/collects';

const TAG = '收藏';

const addFavouriteRoute = postRoute({
  path: '/api/save/v1/add',
  tag: TAG,
  summary: '收藏商品 / 交易商品 / 规划师 / 套餐（需登录；重复收藏无副作用；对象不存在 404）',
  form: FavouriteTarget,
  data: SavedState,
});
const cancelFavouriteRoute = postRoute({
  path: '/api/save/v1/cancel',
  tag: TAG,
  summary: '取消收藏（需登录；未收藏时无副作用）',
  form: FavouriteTarget,
  data: SavedState,
});
const checkFavouriteRoute = getRoute({
  path: '/api/save/v1/check',
  tag: TAG,
  summary: '是否已收藏（未登录为 false）',
  query: FavouriteTarget,
  data: SavedState,
});
const listFavouritesRoute = getRoute({
  path: '/api/save/v1/list',
  tag: TAG,
  summary: '我的收藏（需登录；新收藏在前；已删除的对象标记 gone）',
  query: ListFavouritesQuery,
  data: FavouritePage,
});

const batchDeleteRoute = postRoute({
  path: '/api/save/v1/batch_delete',
  tag: TAG,
  summary: '批量取消收藏（需登录；ids 为收藏记录 id，逗号分隔或 JSON 数组，最多 50 条；他人的记录不受影响也不计数）',
  form: BatchDeleteFavouritesBody,
  data: BatchDeleteResult,
});
const knownCollectsRoute = getRoute({
  path: '/api/save/v1/known_collects',
  tag: TAG,
  summary: '我收藏的必懂内容（需登录；最近收藏在前；type 1 问题 2 文章 3 回答 5 视频；取消收藏用 known/v1/operation uncollect）',
  query: KnownCollectsQuery,
  data: KnownCollectPage,
});

export function favouriteRoutes() {
  const r = createRouter();
  r.openapi(addFavouriteRoute, async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    return okJson(c, await addFavourite(deps, user.userId, c.req.valid('form'), deps.now()));
  });
  r.openapi(cancelFavouriteRoute, async (c) => okJson(c, await cancelFavourite(c.get('deps'), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(checkFavouriteRoute, async (c) => okJson(c, await checkFavourite(c.get('deps').db, accountIdOf(c), c.req.valid('query'))));
  r.openapi(listFavouritesRoute, async (c) => okJson(c, await listFavourites(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(batchDeleteRoute, async (c) => okJson(c, await batchDeleteFavourites(c.get('deps'), requireAccount(c).userId, c.req.valid('form').ids)));
  r.openapi(knownCollectsRoute, async (c) => okJson(c, await collectedBy(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'))));
  return r;
}
