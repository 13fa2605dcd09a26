import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { LoadError } from '@/components/common/Empty';
import { loadTimeSpike, type TimeSpikeData } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { TimeSpike } from '@/components/activity/TimeSpike';

export const getServerSideProps = pageLoader(loadTimeSpike, { errorPage: true });

/** /activity/timeSpike: 整点秒杀 sessions on the shared campaign engine. */
const TimeSpikePage: PageWithLayout<ReadyProps<TimeSpikeData>> = ({ data }) =>
  data.error ? <LoadError text={data.error} /> : <TimeSpike sessions={data.sessions} first={data.first} />;

TimeSpikePage.getLayout = defaultLayout;
export default TimeSpikePage;
