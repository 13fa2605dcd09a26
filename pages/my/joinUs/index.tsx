import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadJobs, type JobsData } from '@/services/loaders/applyContent';
import { JobsView } from '@/components/my/join/JobsView';

type Props = ReadyProps<JobsData>;

export const getServerSideProps = pageLoader(loadJobs, { errorPage: true });

/** 加入我们: the platform's openings (CMS) and, for a logged-in user, their applications. */
const JoinUsPage: PageWithLayout<Props> = ({ data }) => <JobsView first={data.first} />;

JoinUsPage.getLayout = defaultLayout;
export default JoinUsPage;
