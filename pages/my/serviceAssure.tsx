import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadAssurances } from '@/services/loaders/applyContent';
import type { AssuranceList } from '@/services/apply';
import { AssuranceView } from '@/components/my/join/AssuranceView';

type Props = ReadyProps<AssuranceList>;

export const getServerSideProps = pageLoader(loadAssurances, { errorPage: true });

/** 服务保障: 资金托管, 退款保障, 先行赔付, 隐私号保护 and 合同保障, as the platform actually runs them. */
const ServiceAssurePage: PageWithLayout<Props> = ({ data }) => <AssuranceView data={data} />;

ServiceAssurePage.getLayout = defaultLayout;
export default ServiceAssurePage;
