import { dataPage, pageLoader } from '@/lib/pageLoader';
import { loadTradeDetail } from '@/services/loaders/trade';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/transaction/patent?productId= — a 专利交易 listing (another kind is sent to its own route). */
export const getServerSideProps = pageLoader(({ client, query }) => loadTradeDetail(client, query, { slug: 'patent' }), {
  errorPage: true,
  bare: bareLanding('trade', ['productId', 'id']),
});

export default withBarePage(dataPage(TradeDetailPage));
