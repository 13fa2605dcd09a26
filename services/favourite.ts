/** Favourites (spec §7 "Favourites"): goods, trade listings, planners, combos of the logged-in user. */
import { http, type Http } from '@/lib/http';
import type { Paged } from './goods';

export type FavouriteType = 'goods' | 'trade' | 'planner' | 'combo';
export type FavouriteTarget = { targetType: FavouriteType; targetId: string };
export type FavouriteItem = FavouriteTarget & {
  id: string;
  /** Title, image and price / subtitle of the target as it is now; `gone` when it was removed since. */
  name: string;
  img: string;
  subtitle: string;
  priceText: string;
  href: string;
  gone: boolean;
  createdAt: string;
};

/** Login required (visitors get 403 请先登录, no session 5223); adding twice is fine. 404 for an unknown target. */
export const addFavourite = (t: FavouriteTarget, client: Http = http) => client.post<{ saved: true }>('/save/v1/add', t);

/** Removing something not saved is fine. */
export const cancelFavourite = (t: FavouriteTarget, client: Http = http) => client.post<{ saved: false }>('/save/v1/cancel', t);

/** false for visitors and anonymous callers (no login needed). */
export const checkFavourite = (t: FavouriteTarget, client: Http = http) =>
  client.get<{ saved: boolean }>('/save/v1/check', t, { silent: true });

export const listFavourites = (input: { targetType?: FavouriteType; page?: number; limit?: number } = {}, client: Http = http) =>
  client.get<Paged<FavouriteItem>>('/save/v1/list', input);
