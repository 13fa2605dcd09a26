import { Activity, startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * A part of a server-rendered page below the first screen: the server renders it in place as usual, and the browser
 * hydrates it after the rest of the page, at React's lowest priority and in small steps the main thread interleaves
 * with input, instead of inside the page's one long hydration task. A visible Activity boundary does this by itself
 * (React 19.2): its server HTML is inline (`<!--&-->…<!--/&-->`, no script), React leaves it dehydrated during the
 * page's hydration, and hydrates it at once when it is tapped. Its effects run once it is hydrated. A Suspense boundary
 * would defer it too, but React moves a large one out of place behind an inline script that our CSP refuses.
 * (docs/adr/0059-below-the-fold-hydrates-later.md)
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}

const never = () => () => undefined;

/**
 * Parts of a page below its first screen that the server may leave to the browser
 * (docs/adr/0064-below-the-fold-left-to-the-browser.md). With `onServer` (the default) they render as usual. Without
 * it the server sends only a blank space a screen high in their place (`[data-later-hold]` in styles/globals.css),
 * the browser's hydration keeps it (so the two match), then renders the parts right after as a transition, which React
 * renders in slices and which keeps the blank space while a lazy part's code is still on its way. A page the browser
 * renders itself (a navigation inside the site, a return to a page) renders them at once, so the scroll position a
 * return restores is there.
 *
 * For a render nobody else shares and no crawler reads, such as a logged-in customer's: the server's work is the
 * first screen only. Use it only below the first screen, around everything there (one blank space for all of it).
 */
export function BelowFold({ onServer = true, children }: { onServer?: boolean; children: ReactNode }) {
  // true on the server and while hydrating (the server's snapshot), false for a render of the browser's own
  const hydrating = useSyncExternalStore(never, () => false, () => true);
  const [shown, setShown] = useState(onServer || !hydrating);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : <div data-later-hold="" />;
}
