/**
 * The SQL of the 必懂 search, as drizzle `sql` fragments for the module's own queries. Every value is a bound
 * parameter; the only text that becomes a tsquery is built here from queryTerms (letters and digits, each quoted), so
 * no keyword can add an operator.
 *
 *   insert/update:  searchVector: documentVector(title, bodyText), searchPlain: plainText(title, bodyText), and the
 *                   INDEX_VERSION they were made with
 *   a page:         searchPage(db, { table, id, vector, plain, newest }, kw, { where, limit, offset })
 *   or by hand:     matchCondition (WHERE) and rankExpression (ORDER BY) over the newest RANK_CANDIDATES matches
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { likeContains } from '../../../db/paging';
import type { DbLike } from '../../../db/types';
import { indexTerms, isHanTerm, queryTerms, segmentWords } from './segment';
import { normalizeKeyword } from './text';
import { rowsOf } from '../../../db/rows';

type Expr = AnyPgColumn | SQL;

/**
 * When the LIKE scan of the plain column joins the tsquery (a sequential scan: neither PGlite nor a stock PostgreSQL
 * here has a trigram index):
 * - 'empty' (default): only when the keyword has no term at all (only symbols: `%`, `++`, emoji), the LIKE alone;
 * - 'nonHan': also OR-ed for keywords without Han characters (`icp`, `2024`), to find a word inside a longer one
 *   (`xicp`), which prefix matching misses. docs/PERFORMANCE.md has what each costs.
 */
export type FallbackPolicy = 'empty' | 'nonHan';

export type CompiledQuery = {
  /** The normalised keyword (normalizeKeyword); '' matches nothing. */
  keyword: string;
  /** Its terms (queryTerms), ANDed. */
  terms: string[];
  /**
   * tsquery text of the match: the terms ANDed (Han terms exact, others as prefixes), '' without terms. A Han run of
   * three or more characters that is one word (dictionary or segmenter) is `('word' | (its bigrams ANDed))`: the
   * same rows (a row with the word has its bigrams; rows indexed before the word was in the dictionary still match
   * by the bigrams), but the planner estimates it from the word's own frequency instead of multiplying the bigrams'
   * as if they were independent (which made 代理记账, in a fifth of the posts, look 20 times rarer than it is).
   */
  tsquery: string;
  /** The terms ANDed without the words: what ts_rank_cd ranks by, the same whichever dictionary indexed a row. */
  rankTsquery: string;
  /** rankTsquery restricted to title (weight A) lexemes. */
  titleTsquery: string;
};

const TERM = /^[\p{L}\p{N}\p{M}]+$/u;
const quote = (term: string, weight = '') => `'${term.replace(/['\\]/g, '')}'${isHanTerm(term) ? (weight ? ':' + weight : '') : ':*' + weight}`;

/** A Han run of 3+ characters that segments as one word (indexTerms indexes such words): that word, else null. */
function wordOf(run: string): string | null {
  if (Array.from(run).length < 3) return null;
  const words = segmentWords(run);
  return words.length === 1 && words[0] === run && TERM.test(run) ? run : null;
}

export function compileQuery(keyword: string): CompiledQuery {
  const k = normalizeKeyword(keyword);
  // Terms are letters, digits and marks only (segment.ts); the replace in `quote` is a second lock, not the first.
  const terms = k ? queryTerms(k).filter((t) => TERM.test(t)) : [];
  const rankTsquery = terms.map((t) => quote(t)).join(' & ');
  // The match: each Han run's bigrams (OR-ed with the run when it is a word), then the other terms.
  const parts: string[] = [];
  const used = new Set<string>();
  for (const run of k.match(/\p{Script=Han}+/gu) ?? []) {
    const grams = queryTerms(run).filter((t) => TERM.test(t) && !used.has(t));
    if (!grams.length) continue;
    grams.forEach((t) => used.add(t));
    const and = grams.map((t) => quote(t)).join(' & ');
    const word = wordOf(run);
    parts.push(word ? `(${quote(word)} | (${and}))` : and);
  }
  for (const t of terms) if (!used.has(t)) parts.push(quote(t));
  return {
    keyword: k,
    terms,
    tsquery: parts.join(' & '),
    rankTsquery,
    titleTsquery: terms.map((t) => quote(t, 'A')).join(' & '),
  };
}

const tsq = (text: string) => sql`to_tsquery('simple'::regconfig, ${text}::text)`;

/**
 * The version of what documentVector and plainText (text.ts) make of a text. Bump it when segmentation or
 * normalisation changes what a stored row would hold: rows written with an older version are rebuilt after start
 * (known/searchIndex.ts). 1: traditional characters are simplified (issue 28).
 */
export const INDEX_VERSION = 1;

/**
 * The row's tsvector from its title and body (plain text: htmlText for the editor's HTML): the title's terms with
 * weight A, the body's with weight B, built by the database from the app's term strings.
 */
export function documentVector(title: string, body: string): SQL<string> {
  const t = indexTerms(title ?? '').join(' ');
  const b = indexTerms(body ?? '').join(' ');
  return sql<string>`(setweight(to_tsvector('simple'::regconfig, ${t}::text), 'A') || setweight(to_tsvector('simple'::regconfig, ${b}::text), 'B'))`;
}

/**
 * The WHERE condition of a search: every term of the keyword (GIN index), or for a keyword without terms the
 * escaped `plain ILIKE '%keyword%'`; `false` for an empty keyword.
 */
export function matchCondition(vectorColumn: Expr, plainColumn: Expr, keyword: string, opts: { fallback?: FallbackPolicy } = {}): SQL {
  const q = compileQuery(keyword);
  if (!q.keyword) return sql`false`;
  const like = sql`${plainColumn} ILIKE ${likeContains(q.keyword)}`;
  if (!q.terms.length) return like;
  const match = sql`${vectorColumn} @@ ${tsq(q.tsquery)}`;
  const anyHan = q.terms.some(isHanTerm);
  return opts.fallback === 'nonHan' && !anyHan ? sql`(${match} OR ${like})` : match;
}

/**
 * Relevance, higher first: 1 when all the keyword's terms are in the title, plus ts_rank_cd (title weight 1.0, body
 * 0.4, divided by 1 + log(length), scaled into [0, 1)), so title hits always come first. 0 for keywords without terms.
 */
export function rankExpression(vectorColumn: Expr, keyword: string): SQL<number> {
  const q = compileQuery(keyword);
  if (!q.terms.length) return sql<number>`0::float8`;
  return sql<number>`((${vectorColumn} @@ ${tsq(q.titleTsquery)})::int + ts_rank_cd(${vectorColumn}, ${tsq(q.rankTsquery)}, 33))::float8`;
}

/**
 * How many matches a search ranks: the newest ones. Ranking reads every ranked row's vector, so ranking all of them
 * costs in proportion to the matches (a second and more for a 1-character keyword in 100,000 posts on PGlite);
 * the newest 300 keep a page under 50 ms (docs/PERFORMANCE.md). A keyword with fewer matches is ranked whole.
 */
export const RANK_CANDIDATES = 300;

/** The searched table and its columns; `newest` orders the candidates (indexed: the primary key or a created-at index). */
export type SearchTarget = { table: PgTable; id: AnyPgColumn; vector: AnyPgColumn; plain: AnyPgColumn; newest: AnyPgColumn };

export type SearchPage<Id> = {
  /** Ids with their rank, best first (then newest). */
  rows: { id: Id; rank: number }[];
  /** Matches ranked: all of them, or RANK_CANDIDATES when `capped` (then there are more). */
  total: number;
  capped: boolean;
};


/**
 * One page of a search: the newest `candidates` rows that match (and `where`), ranked by rankExpression, title hits
 * first. One statement; the caller loads the rows' fields by id.
 */
export async function searchPage<Id = string>(
  db: DbLike,
  target: SearchTarget,
  keyword: string,
  opts: { where?: SQL; limit: number; offset?: number; candidates?: number; fallback?: FallbackPolicy },
): Promise<SearchPage<Id>> {
  const k = opts.candidates ?? RANK_CANDIDATES;
  const match = matchCondition(target.vector, target.plain, keyword, { fallback: opts.fallback });
  const where = opts.where ? sql`${match} AND (${opts.where})` : match;
  // Candidates carry only their key and order: a vector (kept in the row, STORAGE MAIN) is read for these K rows only.
  const candidates = sql`(SELECT ${target.id} AS cid, ${target.newest} AS n FROM ${target.table} WHERE ${where} ORDER BY ${target.newest} DESC LIMIT ${k}) c`;
  const rank = rankExpression(target.vector, keyword);
  const rows = rowsOf<{ id: Id; rank: number; total: number }>(
    await db.execute(
      sql`SELECT c.cid AS id, ${rank} AS rank, count(*) OVER ()::int AS total FROM ${candidates} JOIN ${target.table} ON ${target.id} = c.cid ORDER BY 2 DESC, c.n DESC LIMIT ${opts.limit} OFFSET ${opts.offset ?? 0}`,
    ),
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && (opts.offset ?? 0) > 0) {
    total = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM ${candidates}`))[0].total;
  }
  return { rows: rows.map((r) => ({ id: r.id, rank: Number(r.rank) })), total, capped: total >= k };
}
