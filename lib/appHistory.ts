/**
 * Whether the entry before this one in the tab's history is a page of ours, so that the back arrow may go back
 * instead of leaving the site (or doing nothing in a new tab). The Navigation API knows it (its entries are only the
 * same-origin ones around the current one); where a browser lacks it, a client-side navigation since the page loaded
 * (noted by noteAppNavigation) says so.
 */
type NavigationLike = { currentEntry?: { index: number } | null };

let navigatedInApp = false;

/** Called on every completed client-side navigation. */
export function noteAppNavigation(): void {
  navigatedInApp = true;
}

export function hasAppHistory(): boolean {
  if (typeof window === 'undefined') return false;
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return navigatedInApp && window.history.length > 1;
}

/** Tests only. */
export function resetAppHistory(): void {
  navigatedInApp = false;
}
