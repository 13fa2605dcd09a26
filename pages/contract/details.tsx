import Head from 'next/head';
import Link from 'next/link';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { ContractParties } from '@/components/contract/ContractParties';
import { contractDetail, type Contract } from '@/services/contract';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<Contract>;

const ask = (q: Record<string, string>) => ({ contractId: q.contractId || q.id || undefined, contractNo: q.contractNo || undefined });

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.contractId || q.id || q.contractNo ? contractDetail(ask(q), client) : undefined));

/** 合同详情: the contract's facts and its record (who signed, when, the document fingerprint). */
const ContractDetailsPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const a = ask(query);
  const key = a.contractId || a.contractNo ? JSON.stringify(a) : null;
  const load = useLoad(() => contractDetail(a), key, initial);
  const c = load.data;
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">合同详情</title>
      </Head>
      <HeaderBar title="合同详情" fixed />
      {!key ? (
        <Empty text="查阅合同为空" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!c} emptyText="查阅合同为空">
          {c ? (
            <>
              <ContractParties c={c} />
              <section className={ui.card} aria-label="存证">
                <h2 className={ui.cardTitle}>文件存证</h2>
                <p className={ui.muted} style={{ wordBreak: 'break-all' }}>SHA-256：{c.documentSha256}</p>
              </section>
              <div className={ui.bottomBar}>
                <Link className={ui.ghostButton} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }} href={`/order/OrderContract?orderId=${encodeURIComponent(c.businessId)}`}>
                  订单合同
                </Link>
                <Link className={ui.mainButton} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }} href={`/contract/preview?contractId=${encodeURIComponent(c.id)}&type=${c.status === 'STRUTS_QSZ' ? 'qs' : 'yl'}`}>
                  {c.status === 'STRUTS_QSZ' ? '签署合同' : '查看合同'}
                </Link>
              </div>
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

ContractDetailsPage.getLayout = defaultLayout;
export default ContractDetailsPage;
