import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Switch } from 'antd-mobile';
import { COMMENT_MAX, CUSTOMER_NAME_MAX, demandCardTitle, demandKindOf } from '@/lib/contract/demandCard/enums';
import { stripEmoji, useEmojiClear } from '@/lib/emoji';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { toast } from '@/lib/toast';
import { addAllotResource } from '@/services/demandCard';
import { useUserStore } from '@/stores/user';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { InlineLoading, LoadingOverlay } from '@/components/common/LoadingOverlay';
import { useClientReady } from '@/components/common/useClientReady';
import { CityBanner } from './CityBanner';
import { clearDraft, readDraft, saveDraft, sessionDraftStore, type Draft } from './draft';
import { useCardCity, type CityStart } from './useCardCity';
import styles from './demandCard.module.css';

export const SUBMITTED_TEXT = '提交成功，请注意接听电话';

/** The notes form over the draft of the first step (read once, in the browser). */
function SecondForm({ city }: { city: { code: string; name: string } }) {
  const router = useRouter();
  const nickName = useUserStore((s) => s.nickName);
  const phone = useUserStore((s) => s.userPhone);
  const [draft] = useState<Draft | null>(() => readDraft(sessionDraftStore()));
  const [comment, setComment] = useState(draft?.comment ?? '');
  const [name, setName] = useState(draft?.customerName ?? '');
  const [allowPhone, setAllowPhone] = useState(draft?.allowPhone ?? true);
  const [submitting, setSubmitting] = useState(false);
  const clearComment = useEmojiClear(setComment);
  const clearName = useEmojiClear(setName);
  const kind = draft ? demandKindOf(draft.code) : undefined;

  // Notes survive going back to the first step and forward again.
  useEffect(() => {
    if (draft) saveDraft(sessionDraftStore(), { code: draft.code, comment, customerName: name, allowPhone });
  }, [draft, comment, name, allowPhone]);

  const submit = async () => {
    if (!draft || !kind || submitting) return;
    setSubmitting(true);
    try {
      await addAllotResource({
        requireCode: draft.code,
        cityCode: city.code,
        answers: draft.answers,
        comment: stripEmoji(comment).trim() || undefined,
        customerName: stripEmoji(name).trim() || undefined,
        allowPhone,
        sourceUrl: `/myDemandCard/${kind.slug}`,
      });
      clearDraft(sessionDraftStore());
      toast.success(SUBMITTED_TEXT);
      void router.replace('/my/demandCard');
    } catch (err) {
      if (isApiError(err) && isSessionInvalidCode(err.code)) return;
      toast.warning((isApiError(err) && err.message) || '提交失败，请稍后再试！');
    } finally {
      setSubmitting(false);
    }
  };

  if (!draft || !kind)
    return (
      <Empty text="请先选择需要的服务">
        <Link href="/myDemandCard" className="button-primary">
          定制需求
        </Link>
      </Empty>
    );
  return (
    <form
      className={styles.card}
      aria-label="补充需求"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.cardHead}>
        <h1 className={styles.cardTitle}>{demandCardTitle(kind)}</h1>
        <span className={styles.step}>2/2</span>
      </div>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>称呼</span>
        <input value={name} maxLength={CUSTOMER_NAME_MAX} placeholder={nickName || '怎么称呼您'} onChange={(e) => setName(e.target.value)} {...clearName} />
      </label>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>联系电话</span>
        <span>{phone || '当前登录的手机号'}</span>
      </div>
      <h2 className={styles.heading}>您还有一些额外需求要告知我们？</h2>
      <div className={styles.notes}>
        <textarea
          aria-label="备注"
          rows={5}
          autoFocus
          maxLength={COMMENT_MAX}
          value={comment}
          placeholder="更准确的描述需求，将有助于我们为您更好的服务"
          onChange={(e) => setComment(e.target.value)}
          {...clearComment}
        />
        <p className={styles.count} aria-hidden>
          {comment.length}/{COMMENT_MAX}
        </p>
      </div>
      <div className={styles.toggle}>
        <div>
          <p className={styles.toggleTitle}>订阅专属服务</p>
          <p className={styles.toggleSub}>为您匹配到合适服务时，将在第一时间联系您</p>
        </div>
        <Switch checked={allowPhone} onChange={setAllowPhone} aria-label="订阅专属服务" />
      </div>
      <div className={styles.footer}>
        <button type="submit" className={styles.primary} disabled={submitting}>
          生成需求卡
        </button>
      </div>
      <LoadingOverlay visible={submitting} text="提交中..." />
    </form>
  );
}

/** Step 2/2 (/myDemandCard/second): notes, how to reach the customer, the city; 生成需求卡 saves and routes the card. */
export function SecondStepPage({ start }: { start: CityStart }) {
  const { city } = useCardCity(start);
  const ready = useClientReady();
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">轻松找服务</title>
      </Head>
      <HeaderBar title="轻松找服务" />
      <CityBanner cityName={city.name} />
      {ready ? <SecondForm city={city} /> : <InlineLoading />}
    </div>
  );
}
