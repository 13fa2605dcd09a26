import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCardCity, type CardCityData } from '@/services/loaders/demandCard';
import { SecondStepPage } from '@/components/demandCard/SecondStepPage';

type Props = ReadyProps<CardCityData>;

export const getServerSideProps = pageLoader(loadCardCity, { errorPage: true });

/** 轻松找服务, step 2/2 (inventory my §14): notes and contact, then 生成需求卡. */
const DemandCardSecondPage: PageWithLayout<Props> = ({ data }) => <SecondStepPage start={data} />;

DemandCardSecondPage.getLayout = defaultLayout;
export default DemandCardSecondPage;
