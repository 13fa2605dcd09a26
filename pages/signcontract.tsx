import Head from 'next/head';
import { useCallback } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';
import { PagedSection } from '@/components/my/PagedSection';
import { pageLoader, redirectTo, type PageProps } from '@/lib/pageLoader';
import { ContractCard } from '@/components/contract/ContractCard';
import { contractList, type Contract } from '@/services/contract';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<Contract>>;

/** A link naming one contract goes straight to its signing page; otherwise the contracts waiting for a signature. */
export const getServerSideProps = pageLoader(async ({ client, query }) => {
  if (query.contractId) return redirectTo(`/contract/preview?type=qs&contractId=${encodeURIComponent(query.contractId)}`);
  return contractList({ statusList: ['STRUTS_QSZ'], page: 1, limit: 10 }, client);
});

/** 签署合同: the contracts waiting for the customer's signature. */
const SignContractPage: PageWithLayout<Props> = ({ data: initial }) => {
  const fetchPage = useCallback((page: number) => contractList({ statusList: ['STRUTS_QSZ'], page, limit: 10 }), []);
  const paged = usePagedList(fetchPage, 'qsz', initial);
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">签署合同</title>
      </Head>
      <HeaderBar title="待签署合同" fixed />
      <PagedSection list={paged} label="待签署合同" emptyText="暂无待签署的合同" render={(c) => <ContractCard key={c.id} c={c} />} />
    </div>
  );
};

SignContractPage.getLayout = defaultLayout;
export default SignContractPage;
