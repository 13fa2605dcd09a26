import Head from 'next/head';
import Link from 'next/link';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { ReviewView } from '@/components/evaluate/ReviewView';
import { evaluateWriteDetail, type EvaluateWriteDetail } from '@/services/evaluateWrite';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/evaluate/evaluate.module.css';

type Props = PageProps<EvaluateWriteDetail>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.infoId ? evaluateWriteDetail(q.infoId, client) : undefined));

/** 评价详情 (inventory my §6 detail): my review of an order item, with the follow-up and the planner's reply. */
const EvaluateDetailPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const infoId = query.infoId || '';
  const load = useLoad(() => evaluateWriteDetail(infoId), infoId || null, initial);
  const d = load.data;
  const e = d?.evaluation;
  const canFollow = !!e && !e.reviewStatus;
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">评价详情</title>
      </Head>
      <HeaderBar title="评价详情" fixed />
      {!infoId ? (
        <NoSubject what="订单" href="/my/evaluate" action="去评价中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!e} emptyText="还没有评价">
          {d && e ? (
            <>
              <section className={ui.card} aria-label="评价商品">
                <div className={styles.goods}>
                  {d.indexImg ? <img src={d.indexImg} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
                  <div className={ui.skuBody}>
                    <p className={ui.skuName}>{d.orderName}</p>
                    {d.orderDesc ? <p className={ui.muted}>{d.orderDesc}</p> : null}
                  </div>
                </div>
              </section>
              {e.isEffective ? <ReviewView e={e} /> : <Empty text="该条评价已被禁用" />}
              <div className={ui.bottomBar}>
                <Link className={ui.ghostButton} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }} href={`/detail/commentList?goodsId=${encodeURIComponent(d.goodsId)}`}>
                  查看商品评价
                </Link>
                {canFollow ? (
                  <Link
                    className={ui.mainButton}
                    style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
                    href={`/my/evaluate/write?infoId=${encodeURIComponent(infoId)}&additional=1&addEvaluateId=${encodeURIComponent(e.id)}`}
                  >
                    追评
                  </Link>
                ) : null}
              </div>
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

EvaluateDetailPage.getLayout = defaultLayout;
export default EvaluateDetailPage;
