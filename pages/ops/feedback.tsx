import { useCallback, useState } from 'react';
import { chinaDateTime } from '@/lib/chinaTime';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsPage } from '@/services/loaders/ops';
import { opsFeedback, opsReply } from '@/services/ops';
import type { OperatorFeedback } from '@/lib/contract/feedback/api';
import { usePagedList } from '@/components/planner/usePagedList';
import { OpsListEnd, OpsShell } from '@/components/ops/OpsShell';
import styles from '@/components/ops/ops.module.css';

export const getServerSideProps = opsPage();

function Reply({ item, onDone }: { item: OperatorFeedback; onDone: () => void }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await opsReply(item.id, text.trim());
      toast.success('已回复');
      onDone();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : '回复失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      <label className={styles.field} style={{ flex: '1 1 260px', margin: 0 }}>
        回复（客户会收到通知）
        <textarea rows={2} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="button" className={styles.primary} disabled={busy || !text.trim()} onClick={() => void send()}>
        回复
      </button>
    </div>
  );
}

function Feedbacks() {
  const fetchPage = useCallback((page: number) => opsFeedback(page), []);
  const list = usePagedList(fetchPage, 'feedback', null);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const items = list.items.filter((f) => !done.has(f.id));
  return (
    <>
      <p className={styles.meta}>待回复 {Math.max(0, list.total - done.size)} 条，最早的在前。每条只回复一次。</p>
      <ul aria-label="待回复的吐槽" style={{ listStyle: 'none', padding: 0 }}>
        {items.map((f) => (
          <li key={f.id} className={styles.card}>
            <h2>{f.typeName}</h2>
            <p className={styles.meta}>
              {chinaDateTime(f.createTime)} · {f.terminalCode} · 联系电话 {f.contactPhone || '未留'}
            </p>
            <p className={styles.quote}>{f.content}</p>
            {f.images.length ? (
              <div className={styles.images}>
                {f.images.map((src) => (
                      <img key={src} src={src} alt="客户上传的图片" />
                ))}
              </div>
            ) : null}
            <Reply item={f} onDone={() => setDone((s) => new Set(s).add(f.id))} />
          </li>
        ))}
      </ul>
      <OpsListEnd list={list} empty="没有待回复的吐槽" />
    </>
  );
}

/** 我要吐槽: what customers reported, to reply to. */
const OpsFeedbackPage: PageWithLayout = () => (
  <OpsShell title="我要吐槽">
    <Feedbacks />
  </OpsShell>
);

OpsFeedbackPage.getLayout = defaultLayout;
export default OpsFeedbackPage;
