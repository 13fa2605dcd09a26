/** Favourites (spec §7 "Favourites"): goods, trade listings, planners, combos of the logged-in user. */
import { http, type Http } from '@/lib/http';
import type { FavouritePage, FavouriteTarget, ListFavouritesInput, SavedState } from '@/lib/contract/favourite/api';

export type { FavouriteItem, FavouriteTarget } from '@/lib/contract/favourite/api';
export type { FavouriteType } from '@/lib/contract/catalog/enums';

/** Login required (visitors get 403 请先登录, no session 5223); adding twice is fine. 404 for an unknown target. */
export const addFavourite = (t: FavouriteTarget, client: Http = http) => client.post<SavedState>('/save/v1/add', t);

/** Removing something not saved is fine. */
export const cancelFavourite = (t: FavouriteTarget, client: Http = http) => client.post<SavedState>('/save/v1/cancel', t);

/** false for visitors and anonymous callers (no login needed). */
export const checkFavourite = (t: FavouriteTarget, client: Http = http) => client.get<SavedState>('/save/v1/check', t, { silent: true });

export const listFavourites = (input: ListFavouritesInput = {}, client: Http = http) => client.get<FavouritePage>('/save/v1/list', input);
