import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCardCity, type CardCityData } from '@/services/loaders/demandCard';
import { StepOnePage } from '@/components/demandCard/StepOnePage';

type Props = ReadyProps<CardCityData>;

export const getServerSideProps = pageLoader(loadCardCity, { errorPage: true });

/** 公司交易需求卡, step 1/2 (inventory my §14). */
const CompanyTransactionPage: PageWithLayout<Props> = ({ data }) => <StepOnePage slug="companyTransaction" start={data} />;

CompanyTransactionPage.getLayout = defaultLayout;
export default CompanyTransactionPage;
