import { defaultLayout, type PageWithLayout } from '@/layouts';
import { ExplainerPage } from '@/components/detail/ExplainerPage';
import { ASSURE } from '@/components/detail/guaranteeCopy';

const AssurePage: PageWithLayout = () => <ExplainerPage copy={ASSURE} path="/detail/commonPage/assure" />;

AssurePage.getLayout = defaultLayout;
export default AssurePage;
