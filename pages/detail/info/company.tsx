import { tradeInfoProps } from '@/components/trade/loadTradeDetail';
import { TradeInfoPage } from '@/components/trade/TradeInfoPage';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/info/company?productId= — the 工商信息 of a listing. */
const loadPage = tradeInfoProps('company');

export const getServerSideProps = withBareLanding('trade', ['productId', 'id'], loadPage);

export default withBarePage(TradeInfoPage);
