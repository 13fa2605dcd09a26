import type { GetServerSideProps } from 'next';
import { loadTradeDetail, type TradeDetailProps } from '@/components/trade/loadTradeDetail';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/transactionDetails?productId=&type= — any trading listing, laid out for its kind. */
const loadPage: GetServerSideProps<TradeDetailProps> = (ctx) => loadTradeDetail(ctx);

export const getServerSideProps = withBareLanding('trade', ['productId', 'id'], loadPage);

export default withBarePage(TradeDetailPage);
