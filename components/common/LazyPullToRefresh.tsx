import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Props = { onRefresh: () => Promise<unknown>; children: ReactNode };
type Pull = ComponentType<{ onRefresh: () => Promise<unknown>; children?: ReactNode }>;

let loaded: Pull | null = null;

/**
 * antd-mobile's PullToRefresh, loaded after the first paint (it brings its gesture and spring code, about 7 KB, which a
 * list's first screen does not need): until then the list renders as is; a second list of the session has it at once.
 */
export function LazyPullToRefresh({ onRefresh, children }: Props) {
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
  return Pull ? <Pull onRefresh={onRefresh}>{children}</Pull> : <>{children}</>;
}
