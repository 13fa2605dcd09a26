import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { useKeepAliveStore } from '@/stores/keepAlive';

type Entry = readonly [route: string, page: ReactNode];

/**
 * The pages to keep mounted after showing `route` with `page`: the current one last (most recent),
 * others only while their route is in `include`, at most `max` in all, least recently shown first out.
 */
export function nextKeepAlive(prev: readonly Entry[], route: string, page: ReactNode, include: readonly string[], max: number): Entry[] {
  const others = prev.filter(([r]) => r !== route && include.includes(r));
  return [...others, [route, page] as const].slice(-Math.max(1, max));
}

const same = (a: readonly Entry[], b: readonly Entry[]) =>
  a.length === b.length && a.every(([r, p], i) => r === b[i][0] && p === b[i][1]);

/**
 * Keeps pages alive between visits, like Vue's <keep-alive include max>: while consecutive pages
 * use this layout, a page whose route (router.pathname, e.g. '/login/protocol') is in the
 * keep-alive store's `include` stays mounted but hidden, so returning to it restores its state.
 */
export function KeepAliveLayout({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  const include = useKeepAliveStore((s) => s.include);
  const max = useKeepAliveStore((s) => s.max);
  const [entries, setEntries] = useState<Entry[]>(() => [[pathname, children]]);

  // Derived state, updated during render (React re-renders at once, before committing).
  const next = nextKeepAlive(entries, pathname, children, include, max);
  if (!same(next, entries)) setEntries(next);

  return (
    <main className="layout-keep-alive">
      {next.map(([route, page]) => (
        <div key={route} hidden={route !== pathname}>
          {page}
        </div>
      ))}
    </main>
  );
}
