import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useId, useState } from 'react';
import { Input, TextArea } from 'antd-mobile';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_IMAGES_MAX, FEEDBACK_MSG, feedbackDraftError } from '@/lib/contract/feedback/enums';
import { useEmojiClear } from '@/lib/emoji';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { addFeedback, feedbackTypes, type FeedbackType } from '@/services/feedback';
import { uploadImage } from '@/services/upload';
import { useUserStore } from '@/stores/user';
import { HeaderBar } from '@/components/common/HeaderBar';
import { useClientReady } from '@/components/common/useClientReady';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { ImageUpload } from '@/components/upload/ImageUpload';
import styles from './complain.module.css';

type Props = { initialTypes: FeedbackType[] | null; phone: string };

const uploadOne = async (file: File) => ({ url: (await uploadImage(file, 'other')).url });

/**
 * 我要吐槽 (inventory my §10): the kind, the description (10–200 characters, emoji cleared), up to three pictures
 * uploaded one by one and a contact phone (the account's by default). 反馈进度 leads to one's feedback.
 */
export function ComplainForm({ initialTypes, phone: accountPhone }: Props) {
  const router = useRouter();
  const uid = useId();
  const fetchTypes = useCallback(() => feedbackTypes(), []);
  const types = useLoad(fetchTypes, 'types', initialTypes);
  const [typeCode, setTypeCode] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  // The contact: what was typed, else the account's phone (from the server, or inside the app from the session once hydrated).
  const [typedPhone, setPhone] = useState<string | null>(null);
  const ready = useClientReady();
  const sessionPhone = useUserStore((s) => s.mainAccountFull);
  const phone = typedPhone ?? (accountPhone || (ready ? sessionPhone || '' : ''));
  const [sending, setSending] = useState(false);
  const emoji = useEmojiClear(setContent);

  const submit = async () => {
    if (sending) return;
    const why = feedbackDraftError({ typeCode, content, contactPhone: phone });
    if (why) return void toast.warning(why);
    setSending(true);
    try {
      await addFeedback({ typeCode, content: content.trim(), images, contactPhone: phone.trim() || undefined, equipment: 'wap端' });
      toast.success(FEEDBACK_MSG.success);
      void router.replace('/my/complain/list');
    } catch (e) {
      toast.warning(errorText(e, '提交失败，请稍后再试'));
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <Head>
        <title key="title">我要吐槽</title>
      </Head>
      <HeaderBar
        title="我要吐槽"
        fixed
        right={
          <Link href="/my/complain/list" className={styles.headerLink}>
            反馈进度
          </Link>
        }
      />
      <section className={styles.card} aria-labelledby={`${uid}-type`}>
        <h2 className={styles.title} id={`${uid}-type`}>
          请选择反馈或建议的类型
        </h2>
        <LoadBlock loading={types.loading && !types.data} error={types.data ? '' : types.error} onRetry={() => void types.reload()}>
          <div className={styles.chips} role="group" aria-labelledby={`${uid}-type`}>
            {(types.data ?? []).map((t) => (
              <button key={t.code} type="button" className={t.code === typeCode ? styles.chipOn : styles.chip} aria-pressed={t.code === typeCode} onClick={() => setTypeCode(t.code)}>
                {t.name}
              </button>
            ))}
          </div>
        </LoadBlock>
      </section>
      <section className={styles.card} aria-label="反馈内容">
        <label className={styles.title} htmlFor={`${uid}-content`} style={{ display: 'block' }}>
          问题描述
        </label>
        <TextArea
          id={`${uid}-content`}
          className={styles.textarea}
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          placeholder="请描述您的问题，有助于快速处理您的反馈额~(最少10个字符)"
          value={content}
          onChange={setContent}
          {...emoji}
        />
        <h2 className={styles.title} style={{ marginTop: '0.28rem', marginBottom: 0 }}>
          上传照片
        </h2>
        <ImageUpload upload={uploadOne} value={images} onChange={setImages} max={FEEDBACK_IMAGES_MAX} label="点击上传" tip="支持 JPG、PNG、WEBP、GIF，单张不超过5M" />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${uid}-phone`}>
            联系电话
          </label>
          <Input
            id={`${uid}-phone`}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder="选填，方便我们联系您"
            clearable
            value={phone}
            onChange={(v) => setPhone(v.replace(/\D/g, ''))}
          />
        </div>
        <p className={styles.hint}>您的反馈只有平台客服能看到，处理后会在反馈进度中回复您。</p>
      </section>
      <div className={`${styles.bottom} fixed-column`}>
        <button type="button" className={styles.primary} disabled={sending} onClick={() => void submit()}>
          {sending ? '提交中…' : '提交'}
        </button>
      </div>
      <LoadingOverlay visible={sending} text="提交中" />
    </div>
  );
}
