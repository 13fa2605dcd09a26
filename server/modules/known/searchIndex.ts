import { and, eq, lt } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { reportError } from '../../http/report';
import { track } from '../../background';
import { documentVector, INDEX_VERSION } from './search/query';
import { plainText } from './search/text';
import { knownContents } from './schema';
import { log } from '../../log';

// A content's search columns: written with the content (in the transaction that writes its title and text), and
// rebuilt once after start for the rows an older INDEX_VERSION made (e.g. a post in traditional characters indexed
// before they were simplified, which no query would find any more).

const c = knownContents;

/** The search columns of a content's title and plain text, and the version that made them. */
export const searchColumns = (title: string, text: string) => ({
  searchVector: documentVector(title, text),
  searchPlain: plainText(title, text),
  searchVersion: INDEX_VERSION,
});

export const REINDEX_BATCH = 200;

/**
 * Rebuilds up to `limit` rows made with an older INDEX_VERSION, in one transaction; returns how many it found. A row
 * written meanwhile already has the current version and is left alone (every write of a title or text writes it).
 */
export async function reindexSearchBatch(db: DbLike, limit = REINDEX_BATCH): Promise<number> {
  const stale = lt(c.searchVersion, INDEX_VERSION);
  const rows = await db.select({ id: c.id, title: c.title, text: c.contentText }).from(c).where(stale).limit(limit);
  if (!rows.length) return 0;
  await db.transaction(async (tx) => {
    for (const r of rows) {
      await tx
        .update(c)
        .set(searchColumns(r.title, r.text))
        .where(and(eq(c.id, r.id), stale));
    }
  });
  return rows.length;
}

/** Rebuilds every row an older INDEX_VERSION made, batch by batch; returns how many. */
export async function reindexSearch(db: DbLike): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await reindexSearchBatch(db);
    total += n;
    if (n < REINDEX_BATCH) return total;
  }
}

const started = new WeakSet<object>();

/**
 * Once per process, after start and in the background (the search works meanwhile, old rows as they were indexed):
 * nothing to do but one query once every row is current. Not under tests, which call reindexSearch themselves.
 * Instances starting together may rebuild the same rows; the result is the same.
 */
export function startSearchReindex(deps: { db: DbLike }) {
  if (started.has(deps) || process.env.VITEST) return;
  started.add(deps);
  void track(reindexSearch(deps.db)).then(
    (n) => {
      if (n) log.info({ where: 'known-search', reindexed: n, indexVersion: INDEX_VERSION }, 'contents reindexed');
    },
    async (err) => {
      log.warn({ where: 'known-search', err }, 'reindex failed');
      await reportError(err, { where: 'known-search-reindex' });
    },
  );
}
