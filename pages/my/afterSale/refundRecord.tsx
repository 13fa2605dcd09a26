import Head from 'next/head';
import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { chinaDateTime } from '@/lib/chinaTime';
import { refundList } from '@/services/aftersale';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<Awaited<ReturnType<typeof refundList>>>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.id ? refundList(q.id, 1, 50, client) : undefined));

/** 退款明细 (inventory my §4 refundRecord): the refunds paid for a sheet → each one's details. */
const RefundRecordPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const id = query.id || '';
  const load = useLoad(() => refundList(id, 1, 50), id || null, initial);
  const rows = load.data?.list ?? [];
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">退款明细</title>
      </Head>
      <HeaderBar title="退款明细" fixed />
      {!id ? (
        <NoSubject what="售后单" href="/my/afterSale/list" action="查看退款/售后" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!rows.length} emptyText="退款中，请您耐心等待额~">
          {rows.map((r) => (
            <Link key={r.id} href={`/my/afterSale/refundDetails?id=${encodeURIComponent(r.id)}`} className={ui.card} style={{ display: 'block', color: 'inherit' }}>
              <div className={ui.cardTitle}>
                <span>{r.passTypeCodeName || '原路退回'}</span>
                <span className={ui.money}>
                  {r.reimburseAmountYuan}元 <RightOutline />
                </span>
              </div>
              <p className={ui.muted}>
                {r.reimburseStatusCodeName} {chinaDateTime(r.reimburseCompleteTime)}
              </p>
            </Link>
          ))}
        </LoadBlock>
      )}
    </div>
  );
};

RefundRecordPage.getLayout = defaultLayout;
export default RefundRecordPage;
