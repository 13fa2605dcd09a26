import Link from 'next/link';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/http';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsPage } from '@/services/loaders/ops';
import { opsQueues, type OpsQueue } from '@/services/ops';
import { OpsShell } from '@/components/ops/OpsShell';
import styles from '@/components/ops/ops.module.css';

export const getServerSideProps = opsPage();

const QUEUES: { key: OpsQueue; name: string; href: string }[] = [
  { key: 'refund', name: '退款仲裁', href: '/ops/refunds' },
  { key: 'known', name: '必懂内容审核', href: '/ops/known' },
  { key: 'feedback', name: '我要吐槽', href: '/ops/feedback' },
  { key: 'merchant', name: '商户入驻', href: '/ops/apply?type=merchant' },
  { key: 'job', name: '职位投递', href: '/ops/apply?type=job' },
  { key: 'cooperation', name: '合作意向', href: '/ops/apply?type=cooperation' },
];

function Queues() {
  const [counts, setCounts] = useState<Record<OpsQueue, number> | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    opsQueues()
      .then((q) => setCounts(q.counts))
      .catch((e) => setError(isApiError(e) ? e.message : '加载失败'));
  }, []);
  if (error)
    return (
      <p className={styles.empty} role="alert">
        {error}
      </p>
    );
  return (
    <div className={styles.grid}>
      {QUEUES.map((q) => (
        <Link key={q.key} href={q.href} className={styles.tile} aria-label={`${q.name} ${counts ? counts[q.key] : ''}`}>
          <strong>{counts ? counts[q.key] : '…'}</strong>
          {q.name}
        </Link>
      ))}
    </div>
  );
}

/** 待办: each queue with how many wait in it. */
const OpsHome: PageWithLayout = () => (
  <OpsShell title="待办">
    <Queues />
  </OpsShell>
);

OpsHome.getLayout = defaultLayout;
export default OpsHome;
