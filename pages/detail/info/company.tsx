import { dataPage, pageLoader } from '@/lib/pageLoader';
import { loadTradeDetail } from '@/services/loaders/trade';
import { TradeInfoPage } from '@/components/trade/TradeInfoPage';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/info/company?productId= — the 工商信息 of a listing. */
export const getServerSideProps = pageLoader(({ client, query }) => loadTradeDetail(client, query, { slug: 'company', route: 'info' }), {
  errorPage: true,
  bare: bareLanding('trade', ['productId', 'id']),
});

export default withBarePage(dataPage(TradeInfoPage));
