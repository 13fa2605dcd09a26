import { Activity, type ReactNode } from 'react';

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
