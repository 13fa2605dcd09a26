/** The element the home scrolls in (NewNavLayout's `<main data-scroll-root>`), or null when the window scrolls. */
export const scrollRoot = () => document.querySelector<HTMLElement>('[data-scroll-root]');

/** Calls `onScroll` on every scroll of the home (its scroll root, or the window); returns the unsubscribe. */
export function subscribeScroll(onScroll: () => void): () => void {
  const target: HTMLElement | Window = scrollRoot() ?? window;
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => target.removeEventListener('scroll', onScroll);
}
