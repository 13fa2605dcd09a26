import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { ContractCard } from '@/components/contract/ContractCard';
import { contractList, type Contract } from '@/services/contract';
import type { ContractStatus } from '@/lib/contract/contract/enums';
import type { PageOf } from '@/components/planner/usePagedList';
import Link from 'next/link';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<Contract>>;

const ask = (orderId: string) => ({ statusList: ['STRUTS_QSZ', 'STRUTS_YWC'] as ContractStatus[], businessId: orderId, page: 1, limit: 50 });

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.orderId ? contractList(ask(q.orderId), client) : undefined));

/** 附件协议-合同列表 (inventory order §7): the contracts of one order. */
const OrderContractPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const orderId = query.orderId || '';
  const load = useLoad(() => contractList(ask(orderId)), orderId || null, initial);
  const rows = load.data?.records ?? [];
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">附件协议-合同列表</title>
      </Head>
      <HeaderBar title="附件协议-合同列表" fixed />
      {!orderId ? (
        <NoSubject what="订单" href="/order" action="查看我的订单" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()}>
          {rows.length ? (
            rows.map((c) => <ContractCard key={c.id} c={c} showOrder={false} />)
          ) : (
            <Empty text="暂无合同">
              <Link className="button-primary" href={`/contract/edit?orderId=${encodeURIComponent(orderId)}`}>
                完善合同
              </Link>
            </Empty>
          )}
        </LoadBlock>
      )}
    </div>
  );
};

OrderContractPage.getLayout = defaultLayout;
export default OrderContractPage;
