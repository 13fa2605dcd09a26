import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, NoSubject } from '@/components/common/Empty';
import { Avatar } from '@/components/common/Avatar';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { StarForm, type StarValue } from '@/components/evaluate/StarForm';
import { ReviewView } from '@/components/evaluate/ReviewView';
import { canPublish } from '@/components/evaluate/evaluateText';
import { toast } from '@/lib/toast';
import { addEvaluation, evaluateWriteDetail, type EvaluateWriteDetail } from '@/services/evaluateWrite';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/evaluate/evaluate.module.css';

type Props = PageProps<EvaluateWriteDetail>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.infoId ? evaluateWriteDetail(q.infoId, client) : undefined));

function PlannerForm({ d }: { d: EvaluateWriteDetail }) {
  const router = useRouter();
  const [v, setV] = useState<StarValue>({ overall: 0, dims: {}, tags: [], content: '', anonymous: true });
  const [busy, setBusy] = useState(false);
  const dims = d.evaluateDimensionList.map((x) => v.dims[x.id] ?? 0);
  const publish = async () => {
    if (!v.overall) return void toast.show({ message: '请选择服务评分哦' });
    if (dims.some((s) => !s)) return void toast.show({ message: '维度评分不能为空哦' });
    setBusy(true);
    try {
      await addEvaluation({
        infoId: d.infoId,
        serverScore: v.overall * 2,
        evaluateDimensionList: d.evaluateDimensionList.map((x) => ({ id: x.id, name: x.name, fraction: (v.dims[x.id] ?? 0) * 2 })),
        evaluateTagList: v.tags,
        evaluateContent: v.content.trim(),
        choiceAnonymous: 1,
        images: [],
      });
      void router.replace('/my/evaluate/success');
    } catch (e) {
      toast.error(errorText(e, '评价失败'));
      setBusy(false);
    }
  };
  return (
    <>
      <StarForm value={v} onChange={setV} dimensions={d.evaluateDimensionList} tags={d.evaluateTagList.map((t) => t.name)} allowAnonymous={false} maxLength={100} />
      <div className={ui.bottomBar}>
        <button type="button" className={ui.mainButton} aria-disabled={!canPublish(v.overall, dims) || undefined} style={canPublish(v.overall, dims) ? undefined : { opacity: 0.5 }} disabled={busy} onClick={() => void publish()}>
          发布评价
        </button>
      </div>
    </>
  );
}

/** 评价规划师 (inventory my §6 plannerEvaluate): the planner who served the order, reviewed anonymously; or my review of them. */
const PlannerEvaluatePage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const router = useRouter();
  const infoId = query.infoId || '';
  const load = useLoad(() => evaluateWriteDetail(infoId), infoId || null, initial);
  const d = load.data;
  const writing = !!d && !d.evaluation && d.canEvaluate;
  const back = async () => {
    if (writing && !(await Dialog.confirm({ title: '温馨提示', content: '差一点就评价完了，是否确认退出？', confirmText: '退出', cancelText: '继续评价' }))) return;
    router.back();
  };
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">评价</title>
      </Head>
      <HeaderBar title={d?.evaluation ? '评价详情' : '评价'} fixed onBack={() => void back()} />
      {!infoId ? (
        <NoSubject what="订单" href="/my/evaluate" action="去评价中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!d}>
          {d ? (
            <>
              <section className={ui.card} aria-label="规划师">
                <div className={styles.goods}>
                  <Avatar src={d.planner?.avatar || ''} size="0.96rem" />
                  <div className={ui.skuBody}>
                    <p className={ui.skuName}>{d.planner?.name || '薯片规划师'}</p>
                    <p className={ui.muted}>{d.orderName}</p>
                  </div>
                  {writing ? <span className={ui.muted}>已对规划师匿名</span> : null}
                </div>
              </section>
              {d.evaluation ? <ReviewView e={d.evaluation} /> : writing ? <PlannerForm d={d} /> : <Empty text="订单完成后才能评价规划师哦" />}
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

PlannerEvaluatePage.getLayout = defaultLayout;
export default PlannerEvaluatePage;
