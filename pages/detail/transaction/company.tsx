import { tradeTypeProps } from '@/components/trade/loadTradeDetail';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';

/** /detail/transaction/company?productId= — a 公司交易 listing (another kind is sent to its own route). */
export const getServerSideProps = tradeTypeProps('company');

export default TradeDetailPage;
