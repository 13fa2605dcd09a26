import { FavouritePage, FavouriteTarget, ListFavouritesQuery, SavedState } from '@/lib/contract/favourite/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { requireAccount } from '../auth/session';
import { accountIdOf } from '../../http/caller';
import { addFavourite, cancelFavourite, checkFavourite, listFavourites } from './service';

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

export function favouriteRoutes() {
  const r = createRouter();
  r.openapi(addFavouriteRoute, async (c) => {
    const user = requireAccount(c);
    const { db, now } = c.get('deps');
    return okJson(c, await addFavourite(db, user.userId, c.req.valid('form'), now()));
  });
  r.openapi(cancelFavouriteRoute, async (c) => okJson(c, await cancelFavourite(c.get('deps').db, requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(checkFavouriteRoute, async (c) => okJson(c, await checkFavourite(c.get('deps').db, accountIdOf(c), c.req.valid('query'))));
  r.openapi(listFavouritesRoute, async (c) => okJson(c, await listFavourites(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'))));
  return r;
}
