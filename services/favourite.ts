/** Favourites (spec §7 "Favourites"): goods, trade listings, planners, combos of the logged-in user. */
import { http, type Http } from '@/lib/http';
import type { BatchDeleteResult, FavouritePage, FavouriteTarget, KnownCollectPage, KnownCollectsInput, ListFavouritesInput, SavedState } from '@/lib/contract/favourite/api';

export type { FavouriteItem, FavouriteTarget } from '@/lib/contract/favourite/api';
export type { FavouriteType } from '@/lib/contract/catalog/enums';

/** Login required (visitors get 403 请先登录, no session 5223); adding twice is fine. 404 for an unknown target. */
export const addFavourite = (t: FavouriteTarget, client: Http = http) => client.post<SavedState>('/save/v1/add', t);

/** Removing something not saved is fine. */
export const cancelFavourite = (t: FavouriteTarget, client: Http = http) => client.post<SavedState>('/save/v1/cancel', t);

/** false for visitors and anonymous callers (no login needed). */
export const checkFavourite = (t: FavouriteTarget, client: Http = http) => client.get<SavedState>('/save/v1/check', t, { silent: true });

export const listFavourites = (input: ListFavouritesInput = {}, client: Http = http) => client.get<FavouritePage>('/save/v1/list', input);

/** POST batch_delete: removes the caller's favourites with these list ids (at most 50); others' ids are ignored. */
export const batchDeleteFavourites = (ids: string[], client: Http = http) => client.post<BatchDeleteResult>('/save/v1/batch_delete', { ids: ids.join(',') });

/** GET known_collects: the 必懂 contents the user collected, newest first; cancel one with services/known knownOperation uncollect. */
export const knownCollects = (input: KnownCollectsInput = {}, client: Http = http) => client.get<KnownCollectPage>('/save/v1/known_collects', input);
