import { tradeInfoProps } from '@/components/trade/loadTradeDetail';
import { TradeInfoPage } from '@/components/trade/TradeInfoPage';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/info/brand?productId= — the 商标信息 of a listing. */
const loadPage = tradeInfoProps('brand');

export const getServerSideProps = withBareLanding('trade', ['productId', 'id'], loadPage);

export default withBarePage(TradeInfoPage);
