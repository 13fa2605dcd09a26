import Link from 'next/link';
import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { INTERVIEW_TABS } from '@/lib/contract/interview/enums';
import { plannerInterviewPage, type PlannerInterview } from '@/services/interview';
import type { WorkbenchInterviewsData } from '@/services/loaders/interviewWorkbench';
import { ConfirmQrSheet } from './ConfirmQrSheet';
import { PlannerInterviewCard } from './PlannerInterviewCard';
import { usePlannerActions } from './usePlannerActions';
import { useTabbedList } from './useTabbedList';
import styles from './interview.module.css';

const PAGE_SIZE = 10;

/** 面谈管理 (/workbench/interviews): the planner's proposals by status, and 发起面谈. */
export function WorkbenchInterviewsView({ data }: { data: WorkbenchInterviewsData }) {
  const fetchPage = useCallback((status: number | '', page: number) => plannerInterviewPage({ page, limit: PAGE_SIZE, status }), []);
  const t = useTabbedList(fetchPage, data.tab, data.first);
  const acts = usePlannerActions(t.replace, () => void t.refresh());
  const [qrFor, setQrFor] = useState<PlannerInterview | null>(null);
  const { list } = t;
  const seo = <Seo title="面谈管理" description="规划师工作台：向客户发起面谈邀约，跟进确认与完成。" path="/workbench/interviews" noindex />;

  if (data.error) {
    return (
      <div className={styles.page}>
        {seo}
        <HeaderBar title="面谈管理" />
        <LoadError text={data.error}>
          <Link href="/my" className="button-primary">
            返回我的
          </Link>
        </LoadError>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {seo}
      <HeaderBar
        title="面谈管理"
        right={
          <Link href="/workbench/interviews/new" className={styles.headLink}>
            发起面谈
          </Link>
        }
      />
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
            t.items.map((iv) => (
              <PlannerInterviewCard
                key={iv.id}
                iv={iv}
                busy={acts.busy === iv.id}
                onComplete={(x) => void acts.complete(x)}
                onCancel={(x) => void acts.cancel(x)}
                onCopy={(x) => void acts.copyLink(x)}
                onQr={setQrFor}
              />
            ))
          )}
          <PagedListEnd
            list={list}
            empty={
              <Empty text="还没有发起过面谈">
                <Link href="/workbench/interviews/new" className="button-primary">
                  发起面谈
                </Link>
              </Empty>
            }
          />
        </section>
      </PullToRefresh>
      <ConfirmQrSheet iv={qrFor} onClose={() => setQrFor(null)} />
    </div>
  );
}
