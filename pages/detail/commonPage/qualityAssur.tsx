import { defaultLayout, type PageWithLayout } from '@/layouts';
import { ExplainerPage } from '@/components/detail/ExplainerPage';
import { QUALITY_ASSUR } from '@/components/detail/guaranteeCopy';

const QualityAssurPage: PageWithLayout = () => <ExplainerPage copy={QUALITY_ASSUR} path="/detail/commonPage/qualityAssur" />;

QualityAssurPage.getLayout = defaultLayout;
export default QualityAssurPage;
