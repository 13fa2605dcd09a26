import { tradeInfoProps } from '@/components/trade/loadTradeDetail';
import { TradeInfoPage } from '@/components/trade/TradeInfoPage';

/** /detail/info/brand?productId= — the 商标信息 of a listing. */
export const getServerSideProps = tradeInfoProps('brand');

export default TradeInfoPage;
