import { tradeTypeProps } from '@/components/trade/loadTradeDetail';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';

/** /detail/transaction/brand?productId= — a 商标交易 listing (another kind is sent to its own route). */
export const getServerSideProps = tradeTypeProps('brand');

export default TradeDetailPage;
