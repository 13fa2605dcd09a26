import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import { goodsDetailHref } from '@/lib/goodsRoute';
import type { FindKeywordListQuery, Keyword, KeywordListData, Suggestion } from '@/lib/contract/search/api';
import { KEYWORD_BUCKET, TRADE_KINDS } from '@/lib/contract/catalog/enums';
import { KEYWORD_JUMP, type KeywordJump } from '@/lib/contract/search/enums';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf } from '../../db/paging';
import { categoriesNamed, serviceListHref, tradeListHref } from '../catalog/categories';
import { searchKeywords } from './schema';
import { goodsNamed } from '../goods/query';

type KeywordRow = typeof searchKeywords.$inferSelect;
const toKeyword = (r: KeywordRow): Keyword => ({
  id: r.id,
  name: r.name,
  isJumpLink: (r.isJumpLink >= KEYWORD_JUMP.SEARCH && r.isJumpLink <= KEYWORD_JUMP.IMAGE ? r.isJumpLink : KEYWORD_JUMP.SEARCH) as KeywordJump,
  wapRoute: r.wapRoute,
  url: r.url,
  imageUrl: r.imageUrl,
  allSearchTimes: r.allSearchTimes,
});

async function bucketPage(db: DbLike, bucket: string, page: number, limit: number, order: 'sort' | 'hot') {
  const where = and(eq(searchKeywords.bucket, bucket), eq(searchKeywords.enabled, true));
  const orderBy = order === 'hot' ? [desc(searchKeywords.allSearchTimes), asc(searchKeywords.sort)] : [asc(searchKeywords.sort)];
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(searchKeywords).where(where).orderBy(...orderBy, asc(searchKeywords.id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(searchKeywords).where(where),
  ]);
  return { rows: rows.map(toKeyword), totalPage: Math.ceil(n / limit) };
}

/** findType: 3 all, 1 non-highlighted top only, 0 top + highlight, 2 hot (inventory §3). */
export async function findKeywordList(db: DbLike, q: FindKeywordListQuery): Promise<KeywordListData> {
  const wantTop = q.findType !== 2;
  const wantHeight = q.findType === 0 || q.findType === 3;
  const wantHot = q.findType === 2 || q.findType === 3;
  const empty = { rows: [] as Keyword[], totalPage: 0 };
  const [height, top, hot] = await Promise.all([
    wantHeight ? bucketPage(db, KEYWORD_BUCKET.TOP_HIGHLIGHT, q.heightPage, q.heightLimit, 'sort') : empty,
    wantTop ? bucketPage(db, KEYWORD_BUCKET.TOP, q.topPage, q.topLimit, 'sort') : empty,
    wantHot ? bucketPage(db, KEYWORD_BUCKET.HOT, q.hotPage, q.hotLimit, 'hot') : empty,
  ]);
  return { topHeightList: height.rows, topUnHeightList: top.rows, hotList: hot.rows, topUnHeightTotalPage: top.totalPage };
}

const matchOf = (name: string, kw: string) => {
  const i = name.toLowerCase().indexOf(kw.toLowerCase());
  return i < 0 ? null : { start: i, end: i + kw.length };
};
/** Prefix matches first, then shorter names. */
const rank = (name: string, kw: string) => (name.toLowerCase().startsWith(kw.toLowerCase()) ? 0 : 1) * 1000 + name.length;

/** Suggestions for typed text: search words, categories (and trade types), then goods names sold in the city. */
export async function searchSuggest(db: DbLike, areaCode: string, keyword: string, limit: number): Promise<Suggestion[]> {
  const [words, cats, names] = await Promise.all([
    db
      .select({ name: searchKeywords.name })
      .from(searchKeywords)
      .where(and(eq(searchKeywords.enabled, true), ilike(searchKeywords.name, likeContains(keyword))))
      .limit(limit * 2),
    categoriesNamed(db, keyword, limit),
    goodsNamed(db, areaCode, keyword, limit * 2),
  ]);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const push = (s: Suggestion) => {
    if (seen.has(s.name) || out.length >= limit) return;
    seen.add(s.name);
    out.push(s);
  };
  words.sort((a, b) => rank(a.name, keyword) - rank(b.name, keyword)).forEach((w) => push({ name: w.name, type: 'keyword', href: '', match: matchOf(w.name, keyword) }));
  for (const c of cats.sort((a, b) => rank(a.name, keyword) - rank(b.name, keyword))) {
    const trade = TRADE_KINDS.find((k) => k.classCode === c.code);
    if (trade) push({ name: c.name, type: 'trade', href: tradeListHref(c.code), match: matchOf(c.name, keyword) });
    else if (c.kind === 'service') {
      const href = c.level === 1 ? serviceListHref(c.code) : serviceListHref(c.parentCode ?? '', c.code);
      push({ name: c.name, type: 'category', href, match: matchOf(c.name, keyword) });
    }
  }
  names.sort((a, b) => rank(a.name, keyword) - rank(b.name, keyword)).forEach((g) =>
    push({ name: g.name, type: 'goods', href: goodsDetailHref({ id: g.id, productType: g.productType, classCodeLevel: g.classCodeLevel }), match: matchOf(g.name, keyword) }),
  );
  return out;
}

