import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadQualifications } from '@/services/loaders/applyContent';
import type { QualificationList } from '@/services/apply';
import { QualificationView } from '@/components/my/join/QualificationView';

type Props = ReadyProps<QualificationList>;

export const getServerSideProps = pageLoader(loadQualifications, { errorPage: true });

/** 证照资质中心 (inventory my §11): the platform's licences with their numbers, issuers and images. */
const QualificationPage: PageWithLayout<Props> = ({ data }) => <QualificationView data={data} />;

QualificationPage.getLayout = defaultLayout;
export default QualificationPage;
