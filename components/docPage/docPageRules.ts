/** What /docPage/page shows for its query (plain rules, unit-tested). */

/** A file the viewer may show without a library document: a path of this site, never another host. */
export function sitePdfPath(fileUrl: string | undefined): string {
  if (!fileUrl || !fileUrl.startsWith('/') || fileUrl.startsWith('//') || fileUrl.startsWith('/\\')) return '';
  return fileUrl.slice(0, 500);
}

/** The text a visitor shares: the title and the page's address. */
export const shareText = (title: string, url: string) => `${title}｜薯片企服 ${url}`;
