import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { chinaDateTime } from '@/lib/chinaTime';
import { refundInfo, type Refund } from '@/services/aftersale';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<Refund>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.id ? refundInfo(q.id, client) : undefined));

/** 退款详情 (inventory my §4 refundDetails): amount, where it went, and the refund's own steps. */
const RefundDetailsPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const id = query.id || '';
  const load = useLoad(() => refundInfo(id), id || null, initial);
  const r = load.data;
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">退款详情</title>
      </Head>
      <HeaderBar title="退款详情" fixed />
      {!id ? (
        <NoSubject what="退款" href="/my/afterSale/list" action="查看退款/售后" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!r}>
          {r ? (
            <>
              <section className={r.reimburseStatusCode === 'REFUND_STATUS_4' ? ui.bannerGreen : ui.banner} aria-label="退款状态">
                <h2 className={ui.bannerTitle}>{r.reimburseStatusCodeName}</h2>
                <p className={ui.bannerText}>{chinaDateTime(r.reimburseCompleteTime)}</p>
              </section>
              <section className={ui.card}>
                <div className={ui.line}>
                  <span>退款金额</span>
                  <span className={ui.money}>{r.reimburseAmountYuan}元</span>
                </div>
                <div className={ui.line}>
                  <span>退款账户</span>
                  <span>{r.passTypeCodeName || '原路退回'}</span>
                </div>
                <div className={ui.line}>
                  <span>退款单号</span>
                  <span>{r.refundNo}</span>
                </div>
              </section>
              {r.repaReimburseOperationLogList.length ? (
                <ol className={ui.timeline} aria-label="退款进度">
                  {[...r.repaReimburseOperationLogList].reverse().map((l, i) => (
                    <li className={ui.step} key={i}>
                      <p>{l.operationStatusCodeName}</p>
                      <p className={ui.stepTime}>{chinaDateTime(l.createTime)}</p>
                    </li>
                  ))}
                </ol>
              ) : null}
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

RefundDetailsPage.getLayout = defaultLayout;
export default RefundDetailsPage;
