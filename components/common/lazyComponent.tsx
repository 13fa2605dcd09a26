import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useClientReady } from './useClientReady';

type Options = {
  /**
   * false: rendered in the browser only (next/dynamic's `ssr: false`): the server and the hydrating render show the
   * fallback, the browser the component once hydrated and its code has come.
   */
  ssr?: boolean;
};

/**
 * A component whose code loads when it is first rendered: React.lazy inside its own Suspense boundary (ADR 0078).
 * next/dynamic did the same, but brought Next's loadable runtime (about 1.2 KB of gzip) into the first load of every
 * page that imported it, the shell's and the home's included.
 *
 * The server renders it in place (its module loads once per process). In the browser, a boundary the server rendered
 * keeps the server's HTML until the code has come and is hydrated then; a client render shows `fallback` (by default
 * nothing) meanwhile.
 */
export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
  { ssr = true }: Options = {},
) {
  const Lazy = lazy(async () => ({ default: await importer() })) as unknown as ComponentType<P>;
  const shownMeanwhile = (props: P) => (fallback ? fallback(props) : null);
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={shownMeanwhile(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  if (ssr) return LazyComponent;
  function ClientOnly(props: P) {
    return useClientReady() ? <LazyComponent {...props} /> : shownMeanwhile(props);
  }
  return ClientOnly;
}
