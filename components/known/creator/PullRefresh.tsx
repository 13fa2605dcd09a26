import type { ReactNode } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';

/** Pull to refresh with the 必懂 texts (inventory known.md §0 list conventions). */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText="下拉即可刷新..."
      canReleaseText="释放即可刷新..."
      refreshingText="加载中..."
      completeText="刷新成功"
    >
      {children}
    </PullToRefresh>
  );
}
