import { tradeTypeProps } from '@/components/trade/loadTradeDetail';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';

/** /detail/transaction/patent?productId= — a 专利交易 listing (another kind is sent to its own route). */
export const getServerSideProps = tradeTypeProps('patent');

export default TradeDetailPage;
