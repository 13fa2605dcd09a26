import { dataPage, pageLoader } from '@/lib/pageLoader';
import { loadTradeDetail } from '@/services/loaders/trade';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/transactionDetails?productId=&type= — any trading listing, laid out for its kind. */
export const getServerSideProps = pageLoader(({ client, query }) => loadTradeDetail(client, query), {
  errorPage: true,
  bare: bareLanding('trade', ['productId', 'id']),
});

export default withBarePage(dataPage(TradeDetailPage));
