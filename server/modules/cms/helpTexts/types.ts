import type { HelpBlock } from '../helpText';

/** One help question as written: its answer in blocks; `route` makes it a link to a page of the site (linkType 2). */
export type HelpText = { title: string; blocks: readonly HelpBlock[]; common?: boolean; route?: string };
export type HelpCategoryText = { code: string; name: string; questions: readonly HelpText[] };
