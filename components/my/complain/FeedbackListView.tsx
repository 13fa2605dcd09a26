import Head from 'next/head';
import Link from 'next/link';
import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { RightOutline } from 'antd-mobile-icons';
import { FEEDBACK_STATUS } from '@/lib/contract/feedback/enums';
import { feedbackList, type Feedback, type FeedbackPage } from '@/services/feedback';
import { useUserStore } from '@/stores/user';
import { HeaderBar } from '@/components/common/HeaderBar';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedSection } from '@/components/my/PagedSection';
import { ListTime } from '@/components/common/ListTime';
import { usePagedList } from '@/components/planner/usePagedList';
import styles from './complain.module.css';

const PAGE_SIZE = 10;

function FeedbackCell({ item }: { item: Feedback }) {
  const done = item.status === FEEDBACK_STATUS.REPLIED;
  return (
    <Link href={`/my/complain/${encodeURIComponent(item.id)}`} className={styles.cell}>
      <span className={styles.cellBody}>
        <span className={styles.cellText} style={{ display: 'block' }}>
          {item.content}
        </span>
        <span className={styles.cellMeta} style={{ display: 'block' }}>
          {item.typeName} · <ListTime at={item.createTime} />
        </span>
      </span>
      <span className={done ? styles.statusDone : styles.status}>{item.statusText}</span>
      <RightOutline aria-hidden style={{ color: 'var(--text-3)' }} />
    </Link>
  );
}

function FeedbackList({ first }: { first: FeedbackPage | null }) {
  const fetchPage = useCallback((page: number) => feedbackList({ page, limit: PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'mine', first);
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())}>
      <div className={styles.list}>
        <PagedSection list={list} label="反馈列表" emptyText="还没有反馈记录，遇到问题可以随时吐槽" render={(item) => <FeedbackCell key={item.id} item={item} />} />
      </div>
    </PullToRefresh>
  );
}

/**
 * 反馈进度 (inventory my §10): one's feedback, newest first, with its status; pull to refresh, more on scroll. Inside
 * the app, where the user may only arrive from the bridge after the first frame, the list is read once they are known.
 */
export function FeedbackListView({ first }: { first: FeedbackPage | null }) {
  const userId = useUserStore((s) => s.userId);
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">反馈进度</title>
      </Head>
      <HeaderBar
        title="反馈进度"
        fixed
        right={
          <Link href="/my/complain" className={styles.headerLink}>
            我要吐槽
          </Link>
        }
      />
      {first || userId ? <FeedbackList first={first} /> : <InlineLoading />}
    </div>
  );
}
