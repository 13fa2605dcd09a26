import Link from 'next/link';
import { useCallback, useEffect } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { toast } from '@/lib/toast';
import { myPlanners, type MyPlannerPage } from '@/services/myPlanners';
import { MyPlannerRow } from './MyPlannerRow';
import styles from './planners.module.css';

const PAGE_SIZE = 10;

/** 我的规划师 (/my/plannerV2, inventory my §8): planners I consulted or who served my orders, the latest first. */
export function MyPlannersView({ first }: { first: MyPlannerPage | null }) {
  const fetchPage = useCallback((page: number) => myPlanners({ page, limit: PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'mine', first);
  const total = first?.totalCount ?? 0;
  useEffect(() => {
    // The original greets the list with how many there are.
    if (total > 0) void toast.success(`共找到${total}个规划师`);
  }, [total]);

  return (
    <div className={styles.page}>
      <Seo title="我的规划师" description="您咨询过或为您服务过的规划师，可在线咨询或电话联系。" path="/my/plannerV2" noindex />
      <HeaderBar title="我的规划师" />
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section className={styles.list} aria-label="规划师列表" aria-busy={list.loading}>
          {list.loading && !list.items.length ? <InlineLoading /> : list.items.map((p) => <MyPlannerRow key={p.mchUserId} planner={p} />)}
          <PagedListEnd
            list={list}
            empty={
              <Empty text="暂无您咨询过的规划师">
                <Link href="/planner/list" className="button-primary">
                  去找规划师
                </Link>
              </Empty>
            }
          />
        </section>
      </PullToRefresh>
    </div>
  );
}
