import type { ReactElement } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { isKnownBare, type KnownBareProps } from '@/services/loaders/knownBare';
import { KnownBareLanding } from './KnownBareLanding';

/**
 * The page component of a 必懂 route whose loader has a `bare: knownBare(…)` option: the landing (in the default
 * layout) when the props say so, the page itself (with its own layout) otherwise.
 */
export function withKnownBare<P extends object>(Page: PageWithLayout<P>): PageWithLayout<P | KnownBareProps> {
  const Wrapped: PageWithLayout<P | KnownBareProps> = (props) => (isKnownBare(props) ? <KnownBareLanding data={props.bare} /> : <Page {...(props as P)} />);
  Wrapped.displayName = `WithKnownBare(${Page.displayName || Page.name || 'Page'})`;
  Wrapped.getLayout = (page: ReactElement) => {
    if (isKnownBare((page.props ?? {}) as object)) return defaultLayout(page);
    return Page.getLayout ? Page.getLayout(page) : defaultLayout(page);
  };
  return Wrapped;
}
