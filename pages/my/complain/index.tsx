import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadComplainForm, type ComplainFormData } from '@/services/loaders/feedback';
import { ComplainForm } from '@/components/my/complain/ComplainForm';

export const getServerSideProps = pageLoader(loadComplainForm, { errorPage: true });

/** 我要吐槽 (inventory my §10). */
const ComplainPage: PageWithLayout<ReadyProps<ComplainFormData>> = ({ data }) => <ComplainForm initialTypes={data.types} phone={data.phone} />;

ComplainPage.getLayout = defaultLayout;
export default ComplainPage;
