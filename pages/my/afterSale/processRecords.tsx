import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { chinaDateTime } from '@/lib/chinaTime';
import { afterSaleRecords, type ProcessRecord } from '@/services/aftersale';
import type { PageOf } from '@/components/planner/usePagedList';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<PageOf<ProcessRecord>>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.id ? afterSaleRecords(q.id, client) : undefined));

/** 处理记录 (inventory my §4): every step of the sheet, newest first. */
const ProcessRecordsPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const id = query.id || '';
  const load = useLoad(() => afterSaleRecords(id), id || null, initial);
  const rows = load.data?.records ?? [];
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">处理记录</title>
      </Head>
      <HeaderBar title="处理记录" fixed />
      {!id ? (
        <NoSubject what="售后单" href="/my/afterSale/list" action="查看退款/售后" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!rows.length} emptyText="暂无记录">
          <ol className={ui.timeline} aria-label="处理记录">
            {rows.map((r) => (
              <li className={ui.step} key={r.id}>
                <p>{r.dealStatusName}</p>
                {r.remark ? <p className={ui.muted}>{r.remark}</p> : null}
                <p className={ui.stepTime}>{chinaDateTime(r.dealTime)}</p>
              </li>
            ))}
          </ol>
        </LoadBlock>
      )}
    </div>
  );
};

ProcessRecordsPage.getLayout = defaultLayout;
export default ProcessRecordsPage;
