import { tradeTypeProps } from '@/components/trade/loadTradeDetail';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';

/** /detail/transaction/qualification?productId= — a 资质交易 listing (another kind is sent to its own route). */
export const getServerSideProps = tradeTypeProps('qualification');

export default TradeDetailPage;
