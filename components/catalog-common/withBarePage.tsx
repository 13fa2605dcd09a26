import type { ReactElement } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { BareLanding } from './BareLanding';
import { isBare, type BareProps } from '@/services/loaders/bareLanding';

/**
 * The page component of a route wrapped with withBareLanding: the bare landing (in the default layout) when the
 * props say so, the page itself (with its own layout) otherwise.
 */
export function withBarePage<P extends object>(Page: PageWithLayout<P>): PageWithLayout<P | BareProps> {
  const Wrapped: PageWithLayout<P | BareProps> = (props) => (isBare(props) ? <BareLanding data={props.bare} /> : <Page {...(props as P)} />);
  Wrapped.displayName = `WithBare(${Page.displayName || Page.name || 'Page'})`;
  Wrapped.getLayout = (page: ReactElement) => {
    if (isBare((page.props ?? {}) as object)) return defaultLayout(page);
    return Page.getLayout ? Page.getLayout(page) : defaultLayout(page);
  };
  return Wrapped;
}
