import type { GetServerSideProps } from 'next';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { RealNamePage } from '@/components/realname/RealNamePage';

type Props = { next: string };

/** After verifying for a contract, the customer goes back to that contract's signing page. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  const contractId = typeof query.contractId === 'string' ? query.contractId : '';
  const redirect = typeof query.redirect === 'string' && query.redirect.startsWith('/') && !query.redirect.startsWith('//') ? query.redirect : '';
  return { props: { next: contractId ? `/contract/preview?type=qs&contractId=${encodeURIComponent(contractId)}` : redirect } };
};

/** 实名认证 for contracts (inventory order §12.3). */
const ContractAuthenticationPage: PageWithLayout<Props> = ({ next }) => <RealNamePage next={next || undefined} />;

ContractAuthenticationPage.getLayout = defaultLayout;
export default ContractAuthenticationPage;
