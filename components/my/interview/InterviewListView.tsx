import Link from 'next/link';
import { useCallback } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { INTERVIEW_TABS } from '@/lib/contract/interview/enums';
import { interviewPage, type CustomerInterviewPage } from '@/services/interview';
import { InterviewCard } from './InterviewCard';
import { useInterviewActions } from './useInterviewActions';
import { useTabbedList } from './useTabbedList';
import styles from './interview.module.css';

const PAGE_SIZE = 10;

/** 面谈记录 (/my/interviewRecord): the appointments planners proposed to me, by status, with pull to refresh. */
export function InterviewListView({ tab: initialTab, first }: { tab: string; first: CustomerInterviewPage | null }) {
  const fetchPage = useCallback((status: number | '', page: number) => interviewPage({ page, limit: PAGE_SIZE, status }), []);
  const t = useTabbedList(fetchPage, initialTab, first);
  const acts = useInterviewActions(t.replace, () => void t.refresh());
  const { list } = t;

  return (
    <div className={styles.page}>
      <Seo title="面谈记录" description="查看规划师向您发起的面谈邀约，确认或取消面谈。" path="/my/interviewRecord" noindex />
      <HeaderBar title="面谈记录" />
      <div className={styles.tabs}>
        <Tabs activeKey={t.tab} onChange={t.changeTab} style={{ '--title-font-size': '0.28rem' }}>
          {INTERVIEW_TABS.map((x) => (
            <Tabs.Tab key={x.key} title={x.title} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh onRefresh={t.refresh}>
        <section className={styles.list} aria-label="面谈列表" aria-busy={list.loading}>
          {list.loading && !t.items.length ? (
            <InlineLoading />
          ) : (
            t.items.map((iv) => <InterviewCard key={iv.id} iv={iv} busy={acts.busy === iv.id} onConfirm={(x) => void acts.confirm(x)} onCancel={(x) => void acts.cancel(x)} />)
          )}
          <PagedListEnd
            list={list}
            empty={
              <Empty text="暂无面谈记录">
                <Link href="/planner/list" className="button-primary">
                  找规划师聊聊
                </Link>
              </Empty>
            }
          />
        </section>
      </PullToRefresh>
    </div>
  );
}
