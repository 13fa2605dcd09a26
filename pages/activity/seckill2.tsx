import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadSeckillList, type SeckillListData } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seckill2 } from '@/components/activity/Seckill2';

export const getServerSideProps = pageLoader(loadSeckillList, { errorPage: true });

/** /activity/seckill2: every flash-sale product with the real counts of each state. */
const Seckill2Page: PageWithLayout<ReadyProps<SeckillListData>> = ({ data }) => <Seckill2 first={data.first} error={data.error} />;

Seckill2Page.getLayout = defaultLayout;
export default Seckill2Page;
