import { PullToRefresh } from '@/components/common/PullToRefresh';
import { useCallback } from 'react';
import { plannerDemandCardList, type PlannerDemandCardPage } from '@/services/demandCard';
import { PagedSection } from '@/components/my/PagedSection';
import { usePagedList } from '@/components/planner/usePagedList';
import { contactCustomer } from './contactCustomer';
import { LeadCard } from './LeadCard';
import styles from './workbench.module.css';

const PAGE_SIZE = 10;

/** 需求线索 (/workbench/leads): the demand cards routed to the planner, newest first. */
export function LeadsView({ first }: { first: PlannerDemandCardPage | null }) {
  const fetchPage = useCallback((page: number) => plannerDemandCardList({ page, limit: PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'leads', first);
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())}>
      <div className={styles.list}>
        <PagedSection list={list} label="需求线索列表" emptyText="暂无分配给您的需求卡" render={(card) => <LeadCard key={card.id} card={card} onContact={contactCustomer} />} />
      </div>
    </PullToRefresh>
  );
}
