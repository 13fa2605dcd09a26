import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCooperation, type CooperationData } from '@/services/loaders/apply';
import { CooperationView } from '@/components/my/join/CooperationView';

type Props = ReadyProps<CooperationData>;

// Login only: the loader reads the caller's proposals, so a visitor is sent to log in and back.
export const getServerSideProps = pageLoader(loadCooperation, { errorPage: true });

/** 我要合作 (inventory my §11): a cooperation proposal, saved, and the caller's earlier ones with their status. */
const CooperationPage: PageWithLayout<Props> = ({ data }) => <CooperationView data={data} />;

CooperationPage.getLayout = defaultLayout;
export default CooperationPage;
