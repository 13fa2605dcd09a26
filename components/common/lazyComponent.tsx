import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A rarely shown component whose code loads when it is first rendered: React.lazy inside its own Suspense boundary.
 * For the parts of every page's first load (ADR 0078): next/dynamic did the same, but brought Next's loadable runtime
 * (about 1.5 KB of gzip) into the first load of every page with it.
 *
 * The server renders it in place (its module loads once per process). In the browser, a boundary the server rendered
 * keeps the server's HTML until the code has come and is hydrated then; a client render shows `fallback` (by default
 * nothing) meanwhile. Components rendered only in the browser (next/dynamic's `ssr: false`) keep next/dynamic.
 */
export function lazyComponent<P extends object>(importer: () => Promise<ComponentType<P>>, fallback?: (props: P) => ReactNode) {
  const Lazy = lazy(async () => ({ default: await importer() })) as unknown as ComponentType<P>;
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
