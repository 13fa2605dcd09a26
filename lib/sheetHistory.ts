import Router from 'next/router';
import { sheets } from './sheetState';

export { sheetEntryOnTop } from './sheetState';

/**
 * The browser's back closes an open sheet before it leaves the page, as in a native app. Opening a sheet pushes a
 * history entry for the same address (a copy of the router's state, so Next sees nothing new); back pops it, our
 * popstate listener closes the sheet, and the router's beforePopState keeps it from navigating. A sheet closed by its own buttons takes its entry
 * back off (history.back(), which the router is told to ignore). Sheets stack: back closes the top one.
 */
type Open = { id: number; close: () => void };

const stack: Open[] = [];
let installed = false;
let swallow = false;
let nextId = 1;
const MARK = '__sheet';

function install() {
  if (installed) return;
  installed = true;
  // Our own listener decides, for every popstate: the router skips its beforePopState on the first popstate of a
  // page whose entry has the same address (its Safari guard), which is exactly a sheet's entry.
  window.addEventListener(
    'popstate',
    () => {
      if (sheets.ownPops > 0) sheets.ownPops -= 1;
      else {
        const top = stack.pop();
        sheets.open = stack.length;
        if (!top) return;
        top.close();
      }
      swallow = true;
      setTimeout(() => (swallow = false), 0);
    },
    true,
  );
  // ...and keeps the router from treating it as a navigation (the router's listener runs in the same dispatch).
  Router.beforePopState(() => !swallow);
}

/** A sheet opened: push its entry. Returns its release, to call when it closes by any other way than back. */
export function openSheetEntry(close: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  install();
  const entry = { id: nextId++, close };
  stack.push(entry);
  sheets.open = stack.length;
  window.history.pushState({ ...(window.history.state as object | null), [MARK]: entry.id }, '', window.location.href);
  return () => {
    const at = stack.findIndex((e) => e.id === entry.id);
    if (at < 0) return; // back already closed it and took its entry
    stack.splice(at, 1);
    sheets.open = stack.length;
    // Only while its entry is the current one: after a link in the sheet navigated, going back would undo that.
    if ((window.history.state as Record<string, unknown> | null)?.[MARK] !== entry.id) return;
    sheets.ownPops += 1;
    window.history.back();
  };
}
