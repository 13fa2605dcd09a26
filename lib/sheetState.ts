/**
 * How many sheets hold a history entry and how many of their entries we are taking back ourselves (lib/sheetHistory.ts
 * keeps both). Its own module: the scroll keeper of every page asks it (useScrollRestore), while the sheets' history
 * code loads only with a page that opens one.
 */
export const sheets = { open: 0, ownPops: 0 };

/** Whether the next popstate is one of the sheets' (the scroll keeper must not treat it as a page change). */
export function sheetEntryOnTop(): boolean {
  return sheets.open > 0 || sheets.ownPops > 0;
}
