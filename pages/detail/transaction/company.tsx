import { dataPage, pageLoader } from '@/lib/pageLoader';
import { loadTradeDetail } from '@/services/loaders/trade';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/transaction/company?productId= — a 公司交易 listing (another kind is sent to its own route). */
export const getServerSideProps = pageLoader(({ client, query }) => loadTradeDetail(client, query, { slug: 'company' }), {
  errorPage: true,
  bare: bareLanding('trade', ['productId', 'id']),
});

export default withBarePage(dataPage(TradeDetailPage));
