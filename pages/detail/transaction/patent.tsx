import { tradeTypeProps } from '@/components/trade/loadTradeDetail';
import { TradeDetailPage } from '@/components/trade/TradeDetailPage';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail/transaction/patent?productId= — a 专利交易 listing (another kind is sent to its own route). */
const loadPage = tradeTypeProps('patent');

export const getServerSideProps = withBareLanding('trade', ['productId', 'id'], loadPage);

export default withBarePage(TradeDetailPage);
