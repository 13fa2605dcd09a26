import { useEffect, useState, type ComponentType } from 'react';
import type { PullToRefreshProps } from 'antd-mobile';
import { whenIdle } from '@/lib/idle';

type Pull = ComponentType<PullToRefreshProps>;

let loaded: Pull | null = null;

/**
 * antd-mobile's PullToRefresh, loaded once the browser is idle after the first paint: it brings antd-mobile's gesture and spring code (the
 * largest shared part of a list page's first load, ~16 KB gzip with what else uses it), which a list's first screen
 * does not need. Until then the list renders as is; a second list of the session has it at once. Same props as
 * antd-mobile's; import it under its name from here.
 */
export function LazyPullToRefresh(props: PullToRefreshProps) {
  const [Pull, setPull] = useState<Pull | null>(() => loaded);
  useEffect(() => {
    if (Pull) return;
    let live = true;
    // At idle, not right after the first paint: its load and the list's re-render would add to the start's blocking time.
    whenIdle(
      () =>
        void import('antd-mobile/es/components/pull-to-refresh').then((m) => {
          loaded = m.default as unknown as Pull;
          if (live) setPull(() => loaded);
        }),
    );
    return () => {
      live = false;
    };
  }, [Pull]);
  return Pull ? <Pull {...props} /> : <>{props.children}</>;
}

export { LazyPullToRefresh as PullToRefresh };
