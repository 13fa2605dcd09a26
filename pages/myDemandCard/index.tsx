import { defaultLayout, type PageWithLayout } from '@/layouts';
import { DemandHome } from '@/components/demandCard/DemandHome';

/** 轻松找服务 (inventory my §14): choose the kind of service whose demand card to fill. */
const DemandCardHomePage: PageWithLayout = () => <DemandHome />;

DemandCardHomePage.getLayout = defaultLayout;
export default DemandCardHomePage;
