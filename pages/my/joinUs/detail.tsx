import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadJobDetail, type JobDetailData } from '@/services/loaders/applyContent';
import { JobDetailView } from '@/components/my/join/JobDetailView';

type Props = ReadyProps<JobDetailData>;

// An unknown or closed opening answers 404.
export const getServerSideProps = pageLoader(loadJobDetail, { errorPage: true });

/** 职位详情 (/my/joinUs/detail?id=): duties, requirements, benefits and 投递简历. */
const JobDetailPage: PageWithLayout<Props> = ({ data }) => <JobDetailView data={data} />;

JobDetailPage.getLayout = defaultLayout;
export default JobDetailPage;
