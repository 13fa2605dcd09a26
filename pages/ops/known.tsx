import { useCallback, useState } from 'react';
import { KNOWN_TYPE_NAMES, type KnownType } from '@/lib/contract/known/enums';
import { chinaDateTime } from '@/lib/chinaTime';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsPage } from '@/services/loaders/ops';
import { opsHeld, opsReview } from '@/services/ops';
import { usePagedList } from '@/components/planner/usePagedList';
import { DecisionBox } from '@/components/ops/DecisionBox';
import { OpsListEnd, OpsShell } from '@/components/ops/OpsShell';
import styles from '@/components/ops/ops.module.css';

export const getServerSideProps = opsPage();

function HeldPosts() {
  const fetchPage = useCallback((page: number) => opsHeld(page), []);
  const list = usePagedList(fetchPage, 'held', null);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const decided = (id: string) => setDone((s) => new Set(s).add(id));
  const items = list.items.filter((p) => !done.has(p.id));
  return (
    <>
      <p className={styles.meta}>待审核 {Math.max(0, list.total - done.size)} 条，先发布的在前。通过后公开展示；不通过时作者会收到原因。</p>
      <ul aria-label="待审核内容" style={{ listStyle: 'none', padding: 0 }}>
        {items.map((p) => (
          <li key={p.id} className={styles.card}>
            <h2>
              {KNOWN_TYPE_NAMES[p.type as KnownType] ?? '内容'}：{p.title || '（无标题）'}
            </h2>
            <p className={styles.meta}>
              {p.authorName} · {chinaDateTime(p.createdAt)}
            </p>
            <p className={styles.quote}>{p.text}</p>
            <p className={styles.meta}>暂缓原因：{p.reason || '人工抽查'}</p>
            {p.hits.length ? (
              <ul className={styles.hits} aria-label="命中">
                {p.hits.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            ) : null}
            <DecisionBox
              label={`审核 ${p.title || p.id}`}
              onApprove={() => opsReview(p.id, 'approve').then(() => decided(p.id))}
              onReject={(reason) => opsReview(p.id, 'reject', reason).then(() => decided(p.id))}
            />
          </li>
        ))}
      </ul>
      <OpsListEnd list={list} empty="没有待审核的内容" />
    </>
  );
}

/** 必懂内容审核: posts held by the moderation, with the words that held them. */
const OpsKnownPage: PageWithLayout = () => (
  <OpsShell title="必懂内容审核">
    <HeldPosts />
  </OpsShell>
);

OpsKnownPage.getLayout = defaultLayout;
export default OpsKnownPage;
