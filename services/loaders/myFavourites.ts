/** First screens of 我的收藏: /my/collection, /my/goodsCollect (the product tabs) and /my/collection/child (必懂 only). */
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import { knownFilterOf, tabOf, type FavouriteTab } from '@/lib/favourites/favouriteRules';
import { favouriteRows, type FavouritesStart } from '@/services/favouriteRows';

/** The tab and kind of the address, and that tab's first page (null when it failed: the browser loads it again). */
export async function loadFavourites({ client, query }: PageLoadContext, tabs: readonly FavouriteTab[]): Promise<FavouritesStart> {
  const tab = tabOf(query.tab, tabs);
  const type = tab === 'known' ? knownFilterOf(query.type) : 0;
  return { tab, type, first: await optional(favouriteRows(tab, type, 1, client)) };
}
