/**
 * The 必懂 search library (server/modules/known/search) on a real database: PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL. A probe table of its own (created here, dropped at the end) with ~30 posts; each search is
 * checked against the posts that contain the keyword, computed here from the texts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { documentVector, matchCondition, rankExpression, type FallbackPolicy } from '@/server/modules/known/search/query';
import { tsvector } from '@/server/modules/known/search/tsvector';
import { indexTerms } from '@/server/modules/known/search/segment';
import { highlight } from '@/server/modules/known/search/highlight';
import { normalizeKeyword, plainText } from '@/server/modules/known/search/text';
import type { Db } from '@/server/db/client';
import { createTestContext, type TestContext } from './helpers';

const probe = pgTable('known_search_probe', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  searchVector: tsvector('search_vector').notNull(),
  searchPlain: text('search_plain').notNull(),
});

// [title, body]: questions and articles have titles, answers do not.
const POSTS: [string, string][] = [
  ['公司注册需要哪些材料？', '想在成都注册一家有限公司，营业执照大概多久能下来？'],
  ['小规模纳税人可以开增值税专用发票吗', '客户要求开专票，我们是小规模，怎么办？'],
  ['2024年发票新规解读', '数电发票全面推行以后，纸质发票逐步退出，企业要及时更新开票系统。'],
  ['', '可以自行开具增值税专用发票，征收率一般是百分之三。'],
  ['专利转让的流程是什么？', '我有一项实用新型专利，想转让给合作的公司，需要准备什么？'],
  ['知识产权交易指南', '商标转让和专利转让都要向国家知识产权局提交申请，专利转让一般三个月左右办完。'],
  ['', '专利的转让需要双方签合同，再去备案。'],
  ['ICP许可证和ICP备案有什么区别', '做网站先要ICP备案，经营性网站还要办理ICP许可证。'],
  ['办理ＥＤＩ许可证要多久', '在线数据处理与交易处理业务需要ＥＤＩ许可证，一般二十个工作日。'],
  ['商标注册全攻略', '商标注册前先做商标查询，避免和已有商标近似被驳回。'],
  ['', '建议先查一下商标是不是已经被人注册过了。'],
  ['税务注销和工商注销的顺序', '先做税务注销，拿到清税证明再办工商注销。'],
  ['个体户要交哪些税？', '个体户一般交增值税和个人所得税，月销售额不高可以免征。'],
  ['代理记账一个月多少钱', '小规模一般两三百元一个月，一般纳税人贵一些。'],
  ['', '代理记账公司会帮你做账报税，每个月按时申报，零申报也要报。'],
  ['社保开户怎么办理', '新公司招了员工就要去办社保开户和公积金开户。'],
  ['食品经营许可证办理条件', '开餐饮店需要食品经营许可证，要有符合要求的经营场所。'],
  ['', '我们用的是xicp123这个内部系统，跟备案无关。'],
  ['版权登记有必要吗', '作品登记能证明权属，软件著作权登记还能用于高新认定。'],
  ['股权变更要交税吗', '股权转让有溢价的话要交个人所得税，平价转让也要申报。'],
  ['', '公司地址变更以后，税务登记信息也要一起变更。'],
  ['营业执照丢了怎么补办', '先登报声明作废，再去市场监管局申请补领营业执照。'],
  ['注册商标被驳回了怎么办', '可以在十五天内提起驳回复审，也可以换个名字重新申请。'],
  ['', '满意度100%，服务很好，发票也开得很快。'],
  ['高新技术企业认定条件', '需要有知识产权，研发费用占比达标，高新技术产品收入占比百分之六十以上。'],
  ['公司转让要注意什么', '转让前要查清债务，做好尽职调查，再办股权变更。'],
  ['', '商标和专利都属于知识产权，越早申请越好。'],
  ['劳务派遣经营许可证', '注册资本要求两百万元以上，实缴。'],
  ['一般纳税人和小规模纳税人的区别', '一般纳税人可以抵扣进项税，小规模纳税人按征收率计税。'],
  ['ISO9001认证流程', 'ISO9001质量管理体系认证一般需要两到三个月。'],
  // Written in traditional characters (Taiwan and Hong Kong forms): found by simplified keywords, and the reverse.
  ['', '電子發票怎麼開？開發票要用稅控盤嗎？'],
  ['臺灣公司來大陸設立分公司', '需要先辦理營業執照，再做稅務登記。'],
];
const ROWS = POSTS.map(([title, body], i) => ({ id: i + 1, title, body }));
const contains = (kw: string) => ROWS.filter((r) => plainText(r.title, r.body).includes(normalizeKeyword(kw))).map((r) => r.id);
const inTitle = (id: number, kw: string) => plainText(ROWS[id - 1].title, '').includes(normalizeKeyword(kw));

let t: TestContext;
let db: Db;

const search = (kw: string, fallback?: FallbackPolicy) =>
  db
    .select({ id: probe.id, title: probe.title, body: probe.body, rank: rankExpression(probe.searchVector, kw) })
    .from(probe)
    .where(matchCondition(probe.searchVector, probe.searchPlain, kw, { fallback }))
    .orderBy(desc(rankExpression(probe.searchVector, kw)), desc(probe.id))
    .limit(100);
const ids = async (kw: string, fallback?: FallbackPolicy) => (await search(kw, fallback)).map((r) => r.id);
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
/** Rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  db = t.deps.db;
  // Its own table in this file's own database (a PGlite copy, or a database of its own next to TEST_DATABASE_URL).
  await db.execute(sql`CREATE TABLE IF NOT EXISTS known_search_probe (
    id integer PRIMARY KEY, title text NOT NULL, body text NOT NULL, search_vector tsvector NOT NULL, search_plain text NOT NULL)`);
  await db.execute(sql`ALTER TABLE known_search_probe ALTER COLUMN search_vector SET STORAGE MAIN`);
  await db.execute(sql`CREATE INDEX IF NOT EXISTS known_search_probe_vector_idx ON known_search_probe USING gin (search_vector)`);
  await db.execute(sql`TRUNCATE known_search_probe`);
  await db.insert(probe).values(ROWS.map((r) => ({ ...r, searchVector: documentVector(r.title, r.body), searchPlain: plainText(r.title, r.body) })));
});

afterAll(async () => {
  await db?.execute(sql`DROP TABLE IF EXISTS known_search_probe`);
  await t?.close();
});

describe('必懂 search on the database', () => {
  it("keeps every term of the app whole: the row's lexemes are exactly indexTerms(title) ∪ indexTerms(body)", async () => {
    const texts = [...POSTS, ['ＡＢＣ１２３ iPhone15 e-mail 1.5万 it’s', 'हिन्दी ภาษาไทย 〇号 𠀀字 xicp许可证 2024年'] as [string, string]];
    for (const [title, body] of texts) {
      const [row] = await rowsOf<{ lexemes: string[] }>(db.execute(sql`SELECT tsvector_to_array(${documentVector(title, body)}) AS lexemes`));
      expect([...row.lexemes].sort(), title).toEqual([...new Set([...indexTerms(title), ...indexTerms(body)])].sort());
    }
  });

  it.each(['发票', '注册', '税', '商标', '票', '许可证', '一般纳税人', '增值税专用发票', '代理记账', '营业执照', '知识产权', '社保开户'])(
    '%s finds every post that contains it and no other',
    async (kw) => {
      expect(sorted(await ids(kw))).toEqual(contains(kw));
    },
  );

  it.each(['发票', '注册', '税', '商标', '专利转让', '代理记账', 'ICP', '许可证'])('%s ranks title hits first', async (kw) => {
    const found = await ids(kw);
    const titles = found.map((id) => inTitle(id, kw));
    expect(titles.some(Boolean), kw).toBe(true);
    expect(titles.indexOf(false) === -1 || !titles.slice(titles.indexOf(false)).some(Boolean), `${kw}: ${found.join(',')}`).toBe(true);
  });

  it('专利转让 (4 characters): the posts with the phrase, the title hit first, not the one with 专利 and 转让 apart', async () => {
    expect(await ids('专利转让')).toEqual([5, 6]);
    expect(contains('专利')).toContain(7);
    expect(await ids('专利')).toContain(7);
  });

  it('商标注册 does not match 商标…注册 apart, 注册商标 does not match 商标注册', async () => {
    expect(await ids('商标注册')).toEqual([10]);
    expect(await ids('注册商标')).toEqual([23]);
  });

  it('latin words: case and full width folded, matched as word prefixes', async () => {
    expect(sorted(await ids('ICP'))).toEqual([8]);
    expect(await ids('ｉｃｐ')).toEqual(await ids('icp'));
    expect(await ids('edi')).toEqual([9]);
    expect(await ids('ISO')).toEqual([30]);
    expect(await ids('iso9001认证')).toEqual([30]);
    expect(sorted(await ids('2024'))).toEqual([3]);
  });

  it("'nonHan' fallback also finds a latin keyword inside a longer word", async () => {
    expect(await ids('icp')).not.toContain(18);
    expect(sorted(await ids('icp', 'nonHan'))).toEqual([8, 18]);
    expect(sorted(await ids('icp', 'nonHan'))).toEqual(contains('icp'));
  });

  it('a keyword without terms is a literal LIKE; an empty keyword finds nothing', async () => {
    expect(await ids('%')).toEqual([24]);
    expect(await ids('_')).toEqual([]);
    expect(await ids('')).toEqual([]);
    expect(await ids('   ')).toEqual([]);
  });

  it.each(["a & b | !c :* ' \" \\ ( )", "'); DROP TABLE known_search_probe; --", '发票 & !税 | (注册:*)', '<->', "'':*", '\\', '!', '发票:*A', '税 <-> 务'])(
    'user input cannot break the query: %s',
    async (kw) => {
      await expect(search(kw)).resolves.toBeInstanceOf(Array);
      await expect(search(kw, 'nonHan')).resolves.toBeInstanceOf(Array);
    },
  );

  it('operators are ignored, the words still count: 发票 & !税 is 发票 and 税', async () => {
    expect(sorted(await ids('发票 & !税'))).toEqual(sorted(await ids('发票 税')));
    expect(await ids('发票 税')).toEqual(expect.arrayContaining([2, 4]));
  });

  it('an updated row is found by its new text only', async () => {
    await db.update(probe).set({ title: '出口退税怎么办', body: '外贸公司出口退税', searchVector: documentVector('出口退税怎么办', '外贸公司出口退税'), searchPlain: plainText('出口退税怎么办', '外贸公司出口退税') }).where(eq(probe.id, 28));
    expect(await ids('出口退税')).toEqual([28]);
    expect(await ids('劳务派遣')).toEqual([]);
    const old = ROWS[27];
    await db.update(probe).set({ title: old.title, body: old.body, searchVector: documentVector(old.title, old.body), searchPlain: plainText(old.title, old.body) }).where(eq(probe.id, 28));
  });

  it('traditional and simplified meet: 發票 finds what 发票 finds, posts in traditional characters included', async () => {
    expect(await ids('發票')).toEqual(await ids('发票'));
    expect(await ids('发票')).toContain(31);
    expect(sorted(await ids('营业执照'))).toEqual(expect.arrayContaining([22, 32]));
    expect(sorted(await ids('營業執照'))).toEqual(sorted(await ids('营业执照')));
    expect(sorted(await ids('税务登记'))).toEqual(contains('稅務登記'));
    expect(await ids('台湾公司')).toEqual([32]);
    expect(highlight(ROWS[30].body, '发票')).toBe('電子<em class="hl">發票</em>怎麼開？開<em class="hl">發票</em>要用稅控盤嗎？');
    expect(highlight(ROWS[31].title, '台湾')).toBe('<em class="hl">臺灣</em>公司來大陸設立分公司');
  });

  it('results highlight: escaped, the keyword marked', async () => {
    const [first] = await search('发票');
    expect(highlight(first.title, '发票')).toContain('<em class="hl">发票</em>');
    const [edi] = await search('EDI');
    expect(highlight(edi.title, 'edi')).toBe('办理<em class="hl">ＥＤＩ</em>许可证要多久');
    const [pct] = await search('%');
    expect(highlight(pct.body, '%')).toBe('满意度100<em class="hl">%</em>，服务很好，发票也开得很快。');
  });

  it('uses the GIN index for a match', async () => {
    // 30 rows: the planner prefers a scan unless told otherwise (SET LOCAL: this transaction's connection only).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf(tx.execute(sql`EXPLAIN SELECT id FROM known_search_probe WHERE ${matchCondition(probe.searchVector, probe.searchPlain, '专利转让')}`));
    });
    expect(JSON.stringify(plan)).toContain('known_search_probe_vector_idx');
  });
});
