import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { articles } from '@/server/modules/article/schema';
import { articleRows, seedArticles } from '@/server/modules/article/seed';
import { articleSearchPlain } from '@/server/modules/article/service';
import { searchForm } from '@/server/text/searchForm';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ catalog: false });
});
afterAll(() => ctx.close());

type Card = {
  id: string;
  title: string;
  summary: string;
  coverUrl: string;
  category: string;
  categoryName: string;
  publishedAt: string;
  publishedDate: string;
  views: number;
  hot: boolean;
};

/**
 * The seeded articles whose title or summary contains `text` (compared in the search form: case, width and
 * traditional characters aside), newest first as the list answers.
 */
const seededMatching = (text: string) =>
  articleRows()
    .filter((r) => searchForm(`${r.title}\n${r.summary}`).includes(searchForm(text)))
    .map((r) => r.id);

describe('资讯 seed', () => {
  it('is 20 deterministic Chinese articles with existing cover images, and re-seeding keeps view counts', async () => {
    const rows = articleRows();
    expect(rows).toHaveLength(20);
    expect(articleRows()).toEqual(rows);
    expect(new Set(rows.map((r) => r.id)).size).toBe(20);
    for (const r of rows) {
      expect(r.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(r.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(fs.existsSync(path.join('public', r.coverUrl)), r.coverUrl).toBe(true);
    }
    await ctx.deps.db.update(articles).set({ views: 99999 }).where(eq(articles.id, 'art_0001'));
    await seedArticles(ctx.deps.db);
    const [row] = await ctx.deps.db.select().from(articles).where(eq(articles.id, 'art_0001'));
    expect(row.views).toBe(99999);
    expect(await ctx.deps.db.$count(articles)).toBe(20);
  });
});

describe('GET /api/information/v1/list', () => {
  it('pages the articles newest first', async () => {
    const p1 = await ctx.call('GET', '/api/information/v1/list', { page: 1, limit: 8 });
    expect(p1.code, p1.msg).toBe(200);
    expect(p1.data).toMatchObject({ totalCount: 20, totalPage: 3, current: 1, limit: 8 });
    const p3 = await ctx.call('GET', '/api/information/v1/list', { page: 3, limit: 8 });
    expect(p3.data.records).toHaveLength(4);
    const all: Card[] = [...p1.data.records, ...(await ctx.call('GET', '/api/information/v1/list', { page: 2, limit: 8 })).data.records, ...p3.data.records];
    expect(new Set(all.map((a) => a.id)).size).toBe(20);
    const times = all.map((a) => Date.parse(a.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all[0]).toMatchObject({ id: 'art_0001', publishedDate: '2026-11-20', categoryName: '公司注册' });
    expect(all[0]).not.toHaveProperty('paragraphs');
  });

  it('filters by category and rejects an unknown one', async () => {
    const res = await ctx.call('GET', '/api/information/v1/list', { category: 'ip', limit: 30 });
    expect(res.data.totalCount).toBe(4);
    expect(res.data.records.every((a: Card) => a.category === 'ip' && a.categoryName === '知识产权')).toBe(true);
    const bad = await ctx.call('GET', '/api/information/v1/list', { category: 'nope' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('资讯分类有误');
    expect((await ctx.call('GET', '/api/information/v1/list', { limit: 31 })).code).toBe(400);
  });

  it('hides an article scheduled for later until its time', async () => {
    const later = new Date(ctx.deps.now().getTime() + 3600_000);
    await ctx.deps.db.insert(articles).values({ id: 'art_t_later', title: '定时发布的资讯', summary: '稍后发布', paragraphs: ['正文'], coverUrl: '/images/gen/goods/cover-01.svg', category: 'tax', publishedAt: later });
    expect((await ctx.call('GET', '/api/information/v1/list', { limit: 30 })).data.totalCount).toBe(20);
    expect((await ctx.call('GET', '/api/information/v1/detail', { id: 'art_t_later' })).code).toBe(404);
    ctx.advance(2 * 3600_000);
    const list = await ctx.call('GET', '/api/information/v1/list', { limit: 1 });
    expect(list.data.records[0].id).toBe('art_t_later');
    await ctx.deps.db.delete(articles).where(eq(articles.id, 'art_t_later'));
  });
});

describe('GET /api/information/v1/list?keyword=', () => {
  const list = (params: Record<string, string | number>) => ctx.call('GET', '/api/information/v1/list', { limit: 30, ...params });

  it('finds the articles whose title or summary contains the keyword, trimmed, newest first', async () => {
    const expected = seededMatching('商标');
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const res = await list({ keyword: '  商标 ' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.records.map((a: Card) => a.id)).toEqual(expected);
    expect(res.data.totalCount).toBe(expected.length);
    // A word that is only in a summary counts too.
    const bySummary = seededMatching('一文讲清');
    expect(bySummary).toEqual(['art_0001']);
    expect((await list({ keyword: '一文讲清' })).data.records.map((a: Card) => a.id)).toEqual(bySummary);
    // Keyword and category together narrow both ways; paging follows the filtered count.
    const inIp = articleRows().filter((r) => r.category === 'ip' && expected.includes(r.id));
    const ip = await list({ keyword: '商标', category: 'ip', limit: 1, page: 2 });
    expect(ip.data).toMatchObject({ totalCount: inIp.length, totalPage: inIp.length, current: 2 });
    expect(ip.data.records.map((a: Card) => a.id)).toEqual([inIp[1].id]);
    expect((await list({ keyword: '商标', category: 'tax' })).data.totalCount).toBe(0);
  });

  it('finds for 發票 exactly what it finds for 发票, and an article written in traditional characters by simplified words', async () => {
    const simplified = await list({ keyword: '发票' });
    expect(simplified.data.totalCount).toBeGreaterThan(0);
    expect(simplified.data.records.map((a: Card) => a.id)).toEqual(seededMatching('发票'));
    const traditional = await list({ keyword: '發票' });
    expect(traditional.code, traditional.msg).toBe(200);
    expect(traditional.data).toEqual(simplified.data);
    const row = { title: '臺灣公司如何開立電子發票', summary: '統一發票與增值稅發票的差別', paragraphs: ['正文'] };
    await ctx.deps.db.insert(articles).values({
      id: 'art_t_trad',
      ...row,
      coverUrl: '/images/gen/goods/cover-01.svg',
      category: 'tax',
      publishedAt: new Date(Date.UTC(2020, 0, 1)),
      searchPlain: articleSearchPlain(row),
    });
    try {
      for (const kw of ['台湾公司', '电子发票', '增值税发票', '電子發票', '统一发票']) {
        const res = await list({ keyword: kw });
        expect(res.data.records.map((a: Card) => a.id), kw).toContain('art_t_trad');
      }
      expect((await list({ keyword: '發票' })).data.totalCount).toBe(simplified.data.totalCount + 1);
    } finally {
      await ctx.deps.db.delete(articles).where(eq(articles.id, 'art_t_trad'));
    }
  });

  it('keeps every article’s search text in the current search form (a row written before it is brought up to date)', async () => {
    await ctx.deps.db.update(articles).set({ searchPlain: '' }).where(eq(articles.id, 'art_0002'));
    expect((await list({ keyword: '个体户' })).data.records.map((a: Card) => a.id)).not.toContain('art_0002');
    await seedArticles(ctx.deps.db);
    expect((await list({ keyword: '個體戶' })).data.records.map((a: Card) => a.id)).toContain('art_0002');
    const rows = await ctx.deps.db.select().from(articles);
    for (const r of rows) expect(r.searchPlain, r.id).toBe(articleSearchPlain(r));
  });

  it('matches case-insensitively and treats a blank keyword as no filter', async () => {
    const row = { title: 'SaaS 企业如何申请 ICP 许可证', summary: '增值电信业务经营许可' };
    await ctx.deps.db.insert(articles).values({
      id: 'art_t_latin',
      ...row,
      paragraphs: ['正文'],
      coverUrl: '/images/gen/goods/cover-01.svg',
      category: 'company',
      publishedAt: new Date(Date.UTC(2020, 0, 1)),
      searchPlain: articleSearchPlain(row),
    });
    try {
      for (const kw of ['saas', 'SAAS', 'icp 许可', 'ＩＣＰ 許可']) {
        const res = await list({ keyword: kw });
        expect(res.data.records.map((a: Card) => a.id), kw).toEqual(['art_t_latin']);
      }
    } finally {
      await ctx.deps.db.delete(articles).where(eq(articles.id, 'art_t_latin'));
    }
    expect((await list({ keyword: '   ' })).data.totalCount).toBe(20);
    expect((await list({ keyword: '' })).data.totalCount).toBe(20);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const res = await list({ keyword: '火星移民签证' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ records: [], totalCount: 0, totalPage: 0, current: 1 });
  });

  it('matches LIKE wildcards and the escape character literally', async () => {
    // Only one seeded summary holds a literal "%" ("15%的企业所得税优惠税率"); no title or summary holds "_" or "\\".
    const percent = seededMatching('%');
    expect(percent).toHaveLength(1);
    expect((await list({ keyword: '%' })).data.records.map((a: Card) => a.id)).toEqual(percent);
    expect((await list({ keyword: '15%的' })).data.records.map((a: Card) => a.id)).toEqual(percent);
    for (const kw of ['_', '%%', '商_', '%商标%', '\\', '\\%', "商标'--"]) {
      const res = await list({ keyword: kw });
      expect(res.code, `${kw}: ${res.msg}`).toBe(200);
      expect(res.data.records.map((a: Card) => a.id), kw).toEqual(seededMatching(kw));
    }
    expect(seededMatching('%商标%')).toEqual([]);
  });

  it('refuses a keyword over 50 characters with a 400 naming the field', async () => {
    const res = await list({ keyword: '商'.repeat(51) });
    expect(res.code).toBe(400);
    expect(res.data).toBeNull();
    expect(res.msg).toMatch(/^keyword：/);
    expect(res.msg).toContain('50');
    // 50 characters (after trimming) are fine.
    expect((await list({ keyword: ` ${'商'.repeat(50)} ` })).code).toBe(200);
  });
});

describe('热门 (hot)', () => {
  it('marks the three most-read published articles, in every answer', async () => {
    const all = (await ctx.call('GET', '/api/information/v1/list', { limit: 30 })).data.records as Card[];
    const top = [...all].sort((a, b) => b.views - a.views || a.id.localeCompare(b.id)).slice(0, 3).map((a) => a.id);
    expect(all.filter((a) => a.hot).map((a) => a.id).sort()).toEqual([...top].sort());
    const home = (await ctx.call('GET', '/api/information/v1/home', { limit: 10 })).data.records as Card[];
    for (const a of home) expect(a.hot, a.id).toBe(top.includes(a.id));
  });
});

describe('GET /api/information/v1/home', () => {
  it('returns the newest 4 cards and the categories', async () => {
    const res = await ctx.call('GET', '/api/information/v1/home');
    expect(res.code, res.msg).toBe(200);
    expect(res.data.records.map((a: Card) => a.id)).toEqual(['art_0001', 'art_0002', 'art_0003', 'art_0004']);
    expect(res.data.categories.map((c: { name: string }) => c.name)).toEqual(['公司注册', '财税知识', '知识产权', '法律合规', '政策解读']);
    expect((await ctx.call('GET', '/api/information/v1/home', { limit: 3 })).data.records).toHaveLength(3);
    expect((await ctx.call('GET', '/api/information/v1/home', { limit: 11 })).code).toBe(400);
  });
});

describe('GET /api/information/v1/detail', () => {
  it('returns the body and related articles of the same category, and counts a view each time', async () => {
    const before = (await ctx.deps.db.select().from(articles).where(eq(articles.id, 'art_0005')))[0].views;
    const res = await ctx.call('GET', '/api/information/v1/detail', { id: 'art_0005' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ id: 'art_0005', category: 'tax', categoryName: '财税知识', views: before + 1 });
    expect(res.data.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(res.data.related.length).toBe(3);
    expect(res.data.related.every((a: Card) => a.category === 'tax' && a.id !== 'art_0005')).toBe(true);
    const again = await ctx.call('GET', '/api/information/v1/detail', { id: 'art_0005' });
    expect(again.data.views).toBe(before + 2);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    const res = await ctx.call('GET', '/api/information/v1/detail', { id: 'art_none' });
    expect(res.code).toBe(404);
    expect(res.msg).toBe('该资讯不存在或已下线');
    expect((await ctx.call('GET', '/api/information/v1/detail')).code).toBe(400);
  });
});
