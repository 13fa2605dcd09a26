import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadSeckillSessions, type SessionsData } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { SeckillHub } from '@/components/activity/SeckillHub';

export const getServerSideProps = pageLoader(loadSeckillSessions, { errorPage: true });

/** /seckill: the flash sale's hub (live and coming 专场 and 场次). */
const SeckillPage: PageWithLayout<ReadyProps<SessionsData>> = ({ data }) => <SeckillHub initial={data.sessions} error={data.error} />;

SeckillPage.getLayout = defaultLayout;
export default SeckillPage;
