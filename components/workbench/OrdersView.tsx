import { useCallback } from 'react';
import { ORDER_TABS, type OrderTabKey } from '@/lib/contract/workbench/enums';
import { plannerOrderPage, type PlannerOrder, type PlannerOrderPage } from '@/services/workbench';
import { PlannerOrderCard } from './PlannerOrderCard';
import { TabbedList } from './TabbedList';
import { useAdvance } from './useAdvance';
import { useWorkbenchList } from './useWorkbenchList';

const PAGE_SIZE = 10;

/** 服务订单 (/workbench/orders): the lines of the orders the planner serves, by status, with 推进 on those in service. */
export function OrdersView({ tab, first }: { tab: OrderTabKey; first: PlannerOrderPage | null }) {
  const fetchPage = useCallback((status: OrderTabKey, page: number) => plannerOrderPage({ page, limit: PAGE_SIZE, status }), []);
  const w = useWorkbenchList<PlannerOrder, OrderTabKey>('/workbench/orders', tab, first, fetchPage);
  const { advance, busy } = useAdvance(() => void w.list.refresh());
  return (
    <TabbedList
      tabs={ORDER_TABS}
      tab={w.tab}
      onTab={w.setTab}
      counts={w.counts}
      list={w.list}
      label="服务订单列表"
      emptyText="暂无订单"
      render={(o) => <PlannerOrderCard key={o.orderId} order={o} onAdvance={(x) => void advance(x)} busy={busy === o.orderId} />}
    />
  );
}
