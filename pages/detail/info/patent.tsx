import { tradeInfoProps } from '@/components/trade/loadTradeDetail';
import { TradeInfoPage } from '@/components/trade/TradeInfoPage';

/** /detail/info/patent?productId= — the 专利信息 of a listing. */
export const getServerSideProps = tradeInfoProps('patent');

export default TradeInfoPage;
