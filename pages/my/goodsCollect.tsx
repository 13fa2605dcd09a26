import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadFavourites } from '@/services/loaders/myFavourites';
import { GOODS_TABS } from '@/lib/favourites/favouriteRules';
import type { FavouritesStart } from '@/services/favouriteRows';
import { FavouritesView } from '@/components/my/favourites/FavouritesView';

type Props = ReadyProps<FavouritesStart>;

export const getServerSideProps = pageLoader((ctx) => loadFavourites(ctx, GOODS_TABS), { errorPage: true });

/** 我的收藏 of products (inventory my §5 goodsCollect): 服务商品 and 交易商品 (?tab=trade), with real data and 管理. */
const GoodsCollectPage: PageWithLayout<Props> = ({ data }) => <FavouritesView start={data} tabs={GOODS_TABS} title="我的收藏" path="/my/goodsCollect" />;

GoodsCollectPage.getLayout = defaultLayout;
export default GoodsCollectPage;
