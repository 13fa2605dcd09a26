import { useEffect, useState, type ComponentType } from 'react';
import type { PullToRefreshProps } from 'antd-mobile';

type Pull = ComponentType<PullToRefreshProps>;

let loaded: Pull | null = null;

/**
 * antd-mobile's PullToRefresh, loaded after the first paint: it brings antd-mobile's gesture and spring code (the
 * largest shared part of a list page's first load, ~16 KB gzip with what else uses it), which a list's first screen
 * does not need. Until then the list renders as is; a second list of the session has it at once. Same props as
 * antd-mobile's. The swap remounts the list (React cannot keep a subtree whose parent changes type), so use it only
 * around content with no state a user may have typed into: a form under a lazy PullToRefresh lost what was typed
 * before the swap (tests/e2e/myJoin.spec.ts, 我要合作). Everywhere else the list pages import antd-mobile's own.
 */
export function LazyPullToRefresh(props: PullToRefreshProps) {
  const [Pull, setPull] = useState<Pull | null>(() => loaded);
  useEffect(() => {
    if (Pull) return;
    let live = true;
    void import('antd-mobile/es/components/pull-to-refresh').then((m) => {
      loaded = m.default as unknown as Pull;
      if (live) setPull(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [Pull]);
  return Pull ? <Pull {...props} /> : <>{props.children}</>;
}

