import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadFavourites } from '@/services/loaders/myFavourites';
import { ALL_TABS } from '@/lib/favourites/favouriteRules';
import type { FavouritesStart } from '@/services/favouriteRows';
import { FavouritesView } from '@/components/my/favourites/FavouritesView';

type Props = ReadyProps<FavouritesStart>;

export const getServerSideProps = pageLoader((ctx) => loadFavourites(ctx, ALL_TABS), { errorPage: true });

/** 我的收藏 (inventory my §5): 服务商品, 交易商品, 套餐, 规划师 and 必懂 (?tab=, ?type=), 管理 → 删除. */
const CollectionPage: PageWithLayout<Props> = ({ data }) => <FavouritesView start={data} tabs={ALL_TABS} title="我的收藏" path="/my/collection" />;

CollectionPage.getLayout = defaultLayout;
export default CollectionPage;
