/**
 * The contents of one topic (/known/detail/topic). A level-1 topic is a board: its feed as the server pages it. A
 * level-2 topic has no feed call of its own yet, so its parent board's feed is read page by page and only the cards
 * carrying the topic are kept. Pure: unit-tested in node.
 */
import type { Paged } from '@/lib/contract/paging';

type Topic = { id: string; name: string };
type TreeNode = Topic & { children: Topic[] };

export type TopicPlace = { topic: Topic; parent: Topic | null; children: Topic[] };

/** Where a topic sits in the tree: a board (level 1, with its children) or a child topic (with its board). */
export function findTopic(tree: readonly TreeNode[], id: string): TopicPlace | null {
  for (const root of tree) {
    if (root.id === id) return { topic: { id: root.id, name: root.name }, parent: null, children: root.children };
    const child = root.children.find((c) => c.id === id);
    if (child) return { topic: child, parent: { id: root.id, name: root.name }, children: [] };
  }
  return null;
}

type Card = { topics: readonly Topic[] };

/** A page of the filtered list: totalPage is one more than the current page while the board has more to read. */
export type FilteredPage<T> = Pick<Paged<T>, 'records' | 'totalCount' | 'totalPage' | 'current'>;

export type TopicFetcher<T> = ((page: number) => Promise<FilteredPage<T>>) & {
  /** Board pages read so far (for a browser that goes on where the server stopped). */
  pagesRead: () => number;
};

/**
 * A `fetchPage(page)` for usePagedList that lists only the cards of `topicId`. Pages are asked in order (1, then
 * 2, …; page 1 starts again); each reads board pages until it found a card or the board ended, at most `maxReads`.
 * `resume` continues after a first page read elsewhere (the server's): that many board pages are skipped.
 */
export function topicFetcher<T extends Card>(
  fetchBoard: (page: number) => Promise<Pick<Paged<T>, 'records' | 'totalPage'>>,
  topicId: string,
  opts: { maxReads?: number; resume?: { pagesRead: number; found: number } } = {},
): TopicFetcher<T> {
  const maxReads = opts.maxReads ?? 8;
  let read = opts.resume?.pagesRead ?? 0;
  let seen = opts.resume?.found ?? 0;
  const fetchPage = async (page: number): Promise<FilteredPage<T>> => {
    if (page === 1) {
      read = 0;
      seen = 0;
    }
    const found: T[] = [];
    let ended = false;
    for (let i = 0; i < maxReads && !found.length && !ended; i++) {
      const p = await fetchBoard(read + 1);
      read += 1;
      found.push(...p.records.filter((c) => c.topics.some((t) => t.id === topicId)));
      ended = read >= p.totalPage || p.records.length === 0;
    }
    seen += found.length;
    // usePagedList stops on an empty page; a run of reads with nothing found ends the list too.
    const more = !ended && found.length > 0;
    return { records: found, totalCount: seen, totalPage: more ? page + 1 : page, current: page };
  };
  return Object.assign(fetchPage, { pagesRead: () => read });
}
