import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadFavourites } from '@/services/loaders/myFavourites';
import { KNOWN_TABS } from '@/lib/favourites/favouriteRules';
import type { FavouritesStart } from '@/services/favouriteRows';
import { FavouritesView } from '@/components/my/favourites/FavouritesView';

type Props = ReadyProps<FavouritesStart>;

export const getServerSideProps = pageLoader((ctx) => loadFavourites(ctx, KNOWN_TABS), { errorPage: true });

/** The 必懂 list of 我的收藏 on its own (the original's child list of the collection): ?type=1 问题, 3 回答, 2 文章, 5 视频. */
const CollectionChildPage: PageWithLayout<Props> = ({ data }) => (
  <FavouritesView start={data} tabs={KNOWN_TABS} title="收藏的必懂内容" path="/my/collection/child" />
);

CollectionChildPage.getLayout = defaultLayout;
export default CollectionChildPage;
