import type { GetServerSideProps } from 'next';
import { loadTradeDetail, type TradeDetailProps } from '@/components/trade/loadTradeDetail';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';

/** /detail/transactionDetails?productId=&type= — any trading listing, laid out for its kind. */
export const getServerSideProps: GetServerSideProps<TradeDetailProps> = (ctx) => loadTradeDetail(ctx);

export default TradeDetailPage;
