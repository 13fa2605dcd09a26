import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { Dialog } from '@/components/common/lazyAntd';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, NoSubject } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { StarForm, type StarValue } from '@/components/evaluate/StarForm';
import { canPublish } from '@/components/evaluate/evaluateText';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { toast } from '@/lib/toast';
import { addEvaluation, addReviewOrReply, evaluateWriteDetail, type EvaluateWriteDetail } from '@/services/evaluateWrite';
import { uploadImage } from '@/services/upload';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/evaluate/evaluate.module.css';

type Props = PageProps<EvaluateWriteDetail>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.infoId ? evaluateWriteDetail(q.infoId, client) : undefined));

const START: StarValue = { overall: 0, dims: {}, tags: [], content: '', anonymous: false };

function Goods({ d }: { d: EvaluateWriteDetail }) {
  return (
    <section className={ui.card} aria-label="评价商品">
      <div className={styles.goods}>
        {d.indexImg ? <img src={d.indexImg} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
        <div className={ui.skuBody}>
          <p className={ui.skuName}>{d.orderName}</p>
          {d.orderDesc ? <p className={ui.muted}>{d.orderDesc}</p> : null}
        </div>
      </div>
    </section>
  );
}

function WriteForm({ d, additional, submitEvaluateId }: { d: EvaluateWriteDetail; additional: boolean; submitEvaluateId: string }) {
  const router = useRouter();
  const [v, setV] = useState<StarValue>(START);
  const [images, setImages] = useState<string[]>([]);
  const [follow, setFollow] = useState('');
  const [busy, setBusy] = useState(false);
  const dimScores = d.evaluateDimensionList.map((x) => v.dims[x.id] ?? 0);
  const active = additional ? !!follow.trim() : canPublish(v.overall, dimScores);
  const done = () => void router.replace(`/my/evaluate/success?goodsId=${encodeURIComponent(d.goodsId)}`);

  const publish = async () => {
    if (additional) {
      if (!follow.trim()) return void toast.show({ message: '请填写追评内容' });
    } else {
      if (!v.overall) return void toast.show({ message: '请选择服务评分哦' });
      if (dimScores.some((s) => !s)) return void toast.show({ message: '维度评分不能为空哦' });
    }
    setBusy(true);
    try {
      if (additional) await addReviewOrReply({ submitEvaluateId, reviewReplyContent: follow.trim(), reviewReplyType: 1, images });
      else
        await addEvaluation({
          infoId: d.infoId,
          serverScore: v.overall * 2,
          evaluateDimensionList: d.evaluateDimensionList.map((x) => ({ id: x.id, name: x.name, fraction: (v.dims[x.id] ?? 0) * 2 })),
          evaluateTagList: v.tags,
          evaluateContent: v.content.trim(),
          choiceAnonymous: v.anonymous ? 1 : 0,
          images,
        });
      done();
    } catch (e) {
      toast.error(errorText(e, '评价失败'));
      setBusy(false);
    }
  };

  const uploader = <ImageUpload upload={(file) => uploadImage(file, 'evaluate')} value={images} onChange={setImages} max={5} label="上传图片" tooBigText="文件大小不能超过5M" />;
  return (
    <>
      <Goods d={d} />
      {additional ? (
        <section className={ui.formCard} aria-label="追评">
          <h2 className={ui.sectionTitle}>追加评价</h2>
          <div className={styles.text}>
            <label>
              <span className="visually-hidden">追评内容</span>
              <TextArea placeholder="请对服务进行评价~" value={follow} onChange={setFollow} maxLength={500} showCount rows={5} />
            </label>
          </div>
          {uploader}
        </section>
      ) : (
        <StarForm value={v} onChange={setV} dimensions={d.evaluateDimensionList} tags={d.evaluateTagList.map((t) => t.name)} allowAnonymous={d.choiceSupportAnonymous} uploader={uploader} />
      )}
      <div className={ui.bottomBar}>
        <button type="button" className={ui.mainButton} aria-disabled={!active || undefined} style={active ? undefined : { opacity: 0.5 }} disabled={busy} onClick={() => void publish()}>
          发布评价
        </button>
      </div>
    </>
  );
}

/** 评价 (inventory my §6 write): the first review with scores, or a follow-up (追评) with text and pictures. */
const EvaluateWritePage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const router = useRouter();
  const infoId = query.infoId || '';
  const additional = query.additional === '1';
  const load = useLoad(() => evaluateWriteDetail(infoId), infoId || null, initial);
  const d = load.data;
  const back = async () => {
    const leave = await Dialog.confirm({ title: '温馨提示', content: '差一点就评价完了，是否确认退出？', confirmText: '退出', cancelText: '继续评价' });
    if (leave) router.back();
  };
  const submitEvaluateId = query.addEvaluateId || d?.evaluation?.id || '';
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">评价</title>
      </Head>
      <HeaderBar title={additional ? '追评' : '评价'} fixed onBack={() => void back()} />
      {!infoId ? (
        <NoSubject what="订单" href="/my/evaluate" action="去评价中心" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!d}>
          {d ? (
            !additional && !d.canEvaluate ? (
              <Empty text={d.evaluation ? '您已评价过该订单' : '订单完成后才能评价哦'} />
            ) : additional && !submitEvaluateId ? (
              <Empty text="请先发布评价" />
            ) : (
              <WriteForm d={d} additional={additional} submitEvaluateId={submitEvaluateId} />
            )
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

EvaluateWritePage.getLayout = defaultLayout;
export default EvaluateWritePage;
