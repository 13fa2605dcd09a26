import { tradeInfoProps } from '@/components/trade/loadTradeDetail';
import { TradeInfoPage } from '@/components/trade/TradeInfoPage';

/** /detail/info/company?productId= — the 工商信息 of a listing. */
export const getServerSideProps = tradeInfoProps('company');

export default TradeInfoPage;
