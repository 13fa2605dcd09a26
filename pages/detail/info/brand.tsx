import { dataPage, pageLoader } from '@/lib/pageLoader';
import { loadTradeDetail } from '@/services/loaders/trade';
import { TradeInfoPage } from '@/components/trade/TradeInfoPage';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/info/brand?productId= — the 商标信息 of a listing. */
export const getServerSideProps = pageLoader(({ client, query }) => loadTradeDetail(client, query, { slug: 'brand', route: 'info' }), {
  errorPage: true,
  bare: bareLanding('trade', ['productId', 'id']),
});

export default withBarePage(dataPage(TradeInfoPage));
