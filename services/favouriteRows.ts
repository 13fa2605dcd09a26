/** What 我的收藏 lists and removes, for each tab: saved goods and the like, or collected 必懂 contents. */
import type { Http } from '@/lib/http';
import type { Paged } from '@/lib/contract/paging';
import { batchDeleteFavourites, knownCollects, listFavourites, type FavouriteItem } from '@/services/favourite';
import { knownOperation, type KnownCard } from '@/services/known';
import type { FavouriteTab, KnownFilter } from '@/lib/favourites/favouriteRules';

/** A row of the list: `id` is what a tick selects and a delete removes (the favourite's id, or the content's). */
export type FavouriteRow = { id: string; saved: FavouriteItem; known?: undefined } | { id: string; known: KnownCard; saved?: undefined };

/** What 我的收藏 opens with: the tab and 必懂 kind of the address, and that tab's first page. */
export type FavouritesStart = { tab: FavouriteTab; type: KnownFilter; first: Paged<FavouriteRow> | null };

export const FAVOURITE_PAGE_SIZE = 10;

/** One page of a tab. */
export async function favouriteRows(tab: FavouriteTab, type: KnownFilter, page: number, client?: Http): Promise<Paged<FavouriteRow>> {
  if (tab === 'known') {
    const p = await knownCollects({ type: type || undefined, page, limit: FAVOURITE_PAGE_SIZE }, client);
    return { ...p, records: p.records.map((c) => ({ id: c.id, known: c })) };
  }
  const p = await listFavourites({ targetType: tab, page, limit: FAVOURITE_PAGE_SIZE }, client);
  return { ...p, records: p.records.map((s) => ({ id: s.id, saved: s })) };
}

/**
 * Removes rows of a tab: saved things in one batch call; 必懂 collects through the community's own uncollect, one
 * call each (they are few, a page at most). Resolves with how many went.
 */
export async function removeFavouriteRows(tab: FavouriteTab, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  if (tab !== 'known') return (await batchDeleteFavourites(ids)).removed;
  for (const id of ids) await knownOperation({ id, action: 'uncollect' });
  return ids.length;
}
