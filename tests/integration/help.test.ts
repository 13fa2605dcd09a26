import { eq } from 'drizzle-orm';
import { helpArticles, helpCategories } from '@/server/db/schema';
import { HELP_CATEGORIES, helpRows, seedCms } from '@/server/modules/cms/seed';
import { createTestContext, type TestContext } from './helpers';

// 帮助中心 and 关于我们 (issue 14, inventory my.md §9, §11): the seeded help, its home, lists, search and questions; the
// about list and its documents. Every endpoint is public; bad input names the field, unknown ids answer 404.

let t: TestContext;
const H = '/api/help/v1';
type Card = { id: string; title: string; categoryCode: string; linkType: number; wapRoute: string; link: string };
type Hit = Card & { categoryName: string; snippet: string };

beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

describe('the seeded help', () => {
  it('is seven categories of 4–8 Chinese questions, six of them 常见问题, the same every time', () => {
    const rows = helpRows(new Date(0));
    expect(helpRows(new Date(0))).toEqual(rows);
    expect(rows.categories.map((c) => c.name)).toEqual(['账号与登录', '下单与支付', '订单与服务', '发票', '退款与售后', '钱包', '必懂社区']);
    for (const c of HELP_CATEGORIES) expect(c.questions.length, c.name).toBeGreaterThanOrEqual(4);
    for (const c of HELP_CATEGORIES) expect(c.questions.length, c.name).toBeLessThanOrEqual(8);
    expect(new Set(rows.articles.map((a) => a.id)).size).toBe(rows.articles.length);
    expect(rows.articles.filter((a) => a.common)).toHaveLength(6);
    for (const a of rows.articles) {
      expect(a.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(a.contentText.length, a.title).toBeGreaterThan(30);
      expect(a.content.startsWith('<p>') || a.content.startsWith('<ol>')).toBe(true);
      if (a.linkType === 2) expect(a.wapRoute).toMatch(/^\/[a-zA-Z]/);
    }
  });

  it('brings changed text up to date on a re-seed and keeps an entry taken offline offline', async () => {
    const db = t.deps.db;
    await db.update(helpArticles).set({ title: '旧标题', online: false }).where(eq(helpArticles.id, 'hq_0108'));
    await db.update(helpCategories).set({ name: '旧分类' }).where(eq(helpCategories.code, 'hc_account'));
    await seedCms(t.deps);
    const [a] = await db.select().from(helpArticles).where(eq(helpArticles.id, 'hq_0108'));
    expect(a).toMatchObject({ title: '如何退出登录？', online: false });
    const [c] = await db.select().from(helpCategories).where(eq(helpCategories.code, 'hc_account'));
    expect(c.name).toBe('账号与登录');
    expect(await db.$count(helpArticles)).toBe(helpRows(new Date()).articles.length);
    await db.update(helpArticles).set({ online: true }).where(eq(helpArticles.id, 'hq_0108'));
  });
});

describe('GET /api/help/v1/find_help_data', () => {
  it('answers the categories with their counts, 常见问题 and the first category’s first page', async () => {
    const res = await t.call('GET', `${H}/find_help_data`);
    expect(res.code, res.msg).toBe(200);
    const { categoryList, commonList, categoryCode, articleData } = res.data;
    expect(categoryList.map((c: { code: string }) => c.code)).toEqual(HELP_CATEGORIES.map((c) => c.code));
    expect(categoryList[0]).toEqual({ code: 'hc_account', name: '账号与登录', articleCount: 8 });
    expect(commonList).toHaveLength(6);
    expect(commonList[0]).toMatchObject({ id: 'hq_0101', title: '如何注册和登录薯片企服？', linkType: 1 });
    expect(categoryCode).toBe('hc_account');
    expect(articleData).toMatchObject({ totalCount: 8, current: 1, limit: 15, totalPage: 1 });
    expect(articleData.records.map((r: Card) => r.id).slice(0, 2)).toEqual(['hq_0101', 'hq_0102']);
  });

  it('opens on the category asked for, and pages by limit', async () => {
    const res = await t.call('GET', `${H}/find_help_data`, { categoryCode: 'hc_wallet', limit: 3 });
    expect(res.data.categoryCode).toBe('hc_wallet');
    expect(res.data.articleData).toMatchObject({ totalCount: 7, totalPage: 3, limit: 3 });
    expect(res.data.articleData.records.every((r: Card) => r.categoryCode === 'hc_wallet')).toBe(true);
  });

  it('answers bad input with the field named and an unknown category with 404, never 500', async () => {
    expect(await t.call('GET', `${H}/find_help_data`, { categoryCode: 'hc_nope' })).toMatchObject({ code: 404, msg: '帮助分类不存在', data: null });
    expect(await t.call('GET', `${H}/find_help_data`, { categoryCode: '../etc' })).toMatchObject({ code: 400, msg: 'categoryCode：帮助分类有误' });
    expect(await t.call('GET', `${H}/find_help_data`, { limit: 0 })).toMatchObject({ code: 400, msg: 'limit：每页条数有误' });
    expect(await t.call('GET', `${H}/find_help_data`, { limit: 51 })).toMatchObject({ code: 400, msg: 'limit：每页条数有误' });
  });
});

describe('GET /api/help/v1/list', () => {
  it('pages one category in its order', async () => {
    const p1 = (await t.call('GET', `${H}/list`, { categoryCode: 'hc_order', limit: 5 })).data;
    const p2 = (await t.call('GET', `${H}/list`, { categoryCode: 'hc_order', limit: 5, page: 2 })).data;
    expect(p1).toMatchObject({ totalCount: 8, totalPage: 2, current: 1 });
    expect(p2.records).toHaveLength(3);
    expect([...p1.records, ...p2.records].map((r: Card) => r.id)).toEqual(['hq_0201', 'hq_0202', 'hq_0203', 'hq_0204', 'hq_0205', 'hq_0206', 'hq_0207', 'hq_0208']);
    expect((await t.call('GET', `${H}/list`, { categoryCode: 'hc_order', page: 9 })).data.records).toEqual([]);
  });

  it('answers bad input with the field named and an unknown category with 404', async () => {
    expect(await t.call('GET', `${H}/list`, {})).toMatchObject({ code: 400, msg: 'categoryCode：不能为空' });
    expect(await t.call('GET', `${H}/list`, { categoryCode: 'hc_order', page: 'abc' })).toMatchObject({ code: 400, msg: 'page：页码有误' });
    expect(await t.call('GET', `${H}/list`, { categoryCode: 'x'.repeat(65) })).toMatchObject({ code: 400, msg: 'categoryCode：帮助分类有误' });
    expect(await t.call('GET', `${H}/list`, { categoryCode: 'hc_nope' })).toMatchObject({ code: 404, msg: '帮助分类不存在' });
  });
});

describe('GET /api/help/v1/search', () => {
  const search = async (keyword: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call('GET', `${H}/search`, { keyword, ...extra });
    expect(res.code, res.msg).toBe(200);
    return res.data as { records: Hit[]; totalCount: number };
  };

  it('finds questions by words of the title or the answer, title hits first, with a snippet of the answer', async () => {
    const { records, totalCount } = await search('发票');
    const expected = helpRows(new Date()).articles.filter((a) => `${a.title}\n${a.contentText}`.includes('发票'));
    expect(totalCount).toBe(expected.length);
    const firstBodyOnly = records.findIndex((r) => !r.title.includes('发票'));
    expect(firstBodyOnly).toBeGreaterThan(0);
    expect(records.slice(firstBodyOnly).every((r) => !r.title.includes('发票'))).toBe(true);
    const bodyHit = records[firstBodyOnly];
    expect(bodyHit.snippet).toContain('发票');
    expect(bodyHit.categoryName).not.toBe('');
  });

  it('needs every word, ignores case and matches % and _ literally', async () => {
    const both = await search('支付密码  锁定');
    expect(both.records.length).toBeGreaterThan(0);
    for (const r of both.records) {
      const row = helpRows(new Date()).articles.find((a) => a.id === r.id)!;
      expect(`${row.title}${row.contentText}`).toContain('支付密码');
      expect(`${row.title}${row.contentText}`).toContain('锁定');
    }
    expect((await search('app')).records.map((r) => r.id)).toContain('hq_0107');
    expect((await search('%')).totalCount).toBe(0);
    expect((await search('_')).totalCount).toBe(0);
    expect(await search('火星移民')).toMatchObject({ records: [], totalCount: 0 });
  });

  it('pages the hits', async () => {
    const all = await search('订单', { limit: 50 });
    const p2 = await search('订单', { limit: 5, page: 2 });
    expect(p2.records.map((r) => r.id)).toEqual(all.records.slice(5, 10).map((r) => r.id));
  });

  it('answers a missing, blank or too long keyword with the field named', async () => {
    expect(await t.call('GET', `${H}/search`, {})).toMatchObject({ code: 400, msg: 'keyword：不能为空' });
    expect(await t.call('GET', `${H}/search`, { keyword: '   ' })).toMatchObject({ code: 400, msg: 'keyword：不能为空' });
    expect(await t.call('GET', `${H}/search`, { keyword: '发'.repeat(21) })).toMatchObject({ code: 400, msg: 'keyword：搜索内容最多20个字' });
    expect(await t.call('GET', `${H}/search`, { keyword: '发票', limit: 'x' })).toMatchObject({ code: 400, msg: 'limit：每页条数有误' });
  });
});

describe('GET /api/help/v1/detail', () => {
  it('answers a question with its HTML answer, its category and others of the category', async () => {
    const res = await t.call('GET', `${H}/detail`, { id: 'hq_0203' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ id: 'hq_0203', title: '订单多久不付款会被自动取消？', categoryCode: 'hc_order', categoryName: '下单与支付', linkType: 1 });
    expect(res.data.content).toContain('<p>订单提交后请在2小时内完成付款');
    expect(res.data.related).toHaveLength(5);
    expect(res.data.related.map((r: Card) => r.id)).not.toContain('hq_0203');
  });

  it('answers a route entry with its route', async () => {
    const wallet = HELP_CATEGORIES.findIndex((c) => c.code === 'hc_wallet') + 1;
    const id = `hq_${String(wallet).padStart(2, '0')}07`;
    expect((await t.call('GET', `${H}/detail`, { id })).data).toMatchObject({ linkType: 2, wapRoute: '/my/wallet' });
  });

  it('answers 404 for an unknown or offline question, which lists and search then leave out', async () => {
    expect(await t.call('GET', `${H}/detail`, { id: 'hq_9999' })).toMatchObject({ code: 404, msg: '该问题不存在或已下线', data: null });
    expect(await t.call('GET', `${H}/detail`, {})).toMatchObject({ code: 400, msg: 'id：不能为空' });
    expect(await t.call('GET', `${H}/detail`, { id: 'x'.repeat(65) })).toMatchObject({ code: 400, msg: 'id：问题ID有误' });
    await t.deps.db.update(helpArticles).set({ online: false }).where(eq(helpArticles.id, 'hq_0602'));
    try {
      expect((await t.call('GET', `${H}/detail`, { id: 'hq_0602' })).code).toBe(404);
      const list = (await t.call('GET', `${H}/list`, { categoryCode: 'hc_wallet' })).data;
      expect(list.totalCount).toBe(6);
      expect(list.records.map((r: Card) => r.id)).not.toContain('hq_0602');
      const found = (await t.call('GET', `${H}/search`, { keyword: '如何给钱包充值' })).data;
      expect(found.totalCount).toBe(0);
      const home = (await t.call('GET', `${H}/find_help_data`)).data;
      expect(home.categoryList.find((c: { code: string }) => c.code === 'hc_wallet').articleCount).toBe(6);
    } finally {
      await t.deps.db.update(helpArticles).set({ online: true }).where(eq(helpArticles.id, 'hq_0602'));
    }
  });

  it('is public: a logged-in customer reads the same', async () => {
    const me = await t.loginPassword('13800138000', 'demo123456');
    expect(me.code, me.msg).toBe(200);
    const res = await t.call('GET', `${H}/detail`, { id: 'hq_0101' }, { token: me.data.token });
    expect(res).toMatchObject({ code: 200, data: { id: 'hq_0101' } });
  });
});

describe('关于我们', () => {
  it('lists the about pages, then the agreements and rules, each a readable document', async () => {
    const res = await t.call('GET', '/api/about/v1/list');
    expect(res.code, res.msg).toBe(200);
    const entries: { code: string; title: string; group: string }[] = res.data.entries;
    expect(entries.slice(0, 3)).toEqual([
      { code: 'about100001', title: '关于薯片企服', group: '关于薯片' },
      { code: 'about100002', title: '平台服务流程', group: '关于薯片' },
      { code: 'about100003', title: '联系我们', group: '关于薯片' },
    ]);
    expect(entries.slice(3).every((e) => e.group === '协议与规则')).toBe(true);
    expect(entries.map((e) => e.title)).toEqual(expect.arrayContaining(['薯片用户服务协议', '薯片隐私协议', '下单协议', '售后服务协议', '钱包服务协议']));
    for (const e of entries) {
      const doc = await t.call('GET', '/api/find_protocol', { categoryCode: e.code });
      expect(doc.data.rows[0]?.title, e.code).toBe(e.title);
      expect((doc.data.rows[0].content.match(/<h3>/g) ?? []).length, e.code).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers an unknown document with empty rows and a malformed code with the field named', async () => {
    expect(await t.call('GET', '/api/find_protocol', { categoryCode: 'about999999' })).toMatchObject({ code: 200, data: { rows: [] } });
    expect(await t.call('GET', '/api/find_protocol', { categoryCode: 'about 1' })).toMatchObject({ code: 400, msg: 'categoryCode：协议编码有误' });
  });
});
