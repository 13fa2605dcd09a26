/**
 * 必懂 search benchmark (not a timed test): the Chinese full-text search of server/modules/known/search on a fresh
 * in-memory PGlite with N generated posts (default 100,000 questions, answers and articles composed from domain
 * phrases by a seeded PRNG: every run has the same corpus; topics drawn by Zipf's law, so a few are everywhere).
 *
 * Reported:
 * - latency p50/p95 of a search page (searchPage: matchCondition on the GIN index, the newest RANK_CANDIDATES matches
 *   ranked by rankExpression, LIMIT 20) for lists of 1-, 2- and 4-character keywords, wall and CPU time (PGlite runs
 *   in this process: CPU time is what the query cost, whatever else the machine runs); against a baseline measured
 *   in the same run, a plain ILIKE scan of the same keywords with the same page (title hits first, LIMIT 20), and the
 *   ratio search / scan; and, once per keyword, ranking every match (no candidate limit), for comparison;
 * - recall on a fixed list of keywords: the posts whose title or body contains the keyword (computed here from the
 *   generated texts) against count(match) of the WHERE clause, the misses (0 for Han keywords), the top 20's share
 *   of posts that contain it and whether title hits come first; for latin keywords, what the 'nonHan' fallback
 *   (the LIKE OR-ed in) adds and costs.
 *
 * Usage: npx tsx tests/bench/knownSearch.bench.ts [--posts 100000] [--runs 5] [--json out.json]
 */
import fs from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { desc, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { likeContains } from '@/server/db/paging';
import { DICTIONARY } from '@/server/modules/known/search/dictionary';
import { documentVector, matchCondition, rankExpression, RANK_CANDIDATES, searchPage, type FallbackPolicy } from '@/server/modules/known/search/query';
import { tsvector } from '@/server/modules/known/search/tsvector';
import { normalizeKeyword, plainText } from '@/server/modules/known/search/text';

// ——— the corpus: posts composed from domain phrases by a seeded PRNG (mulberry32), the same in every run ———
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
// The topics posts talk about, most asked first; the rest of our dictionary's longer words follow. A post's topics are
// drawn by Zipf's law (weight 1/rank^0.9), so a few topics are everywhere and most are rare, as on a real forum.
const HEAD = (
  '公司注册 代理记账 营业执照 商标注册 一般纳税人 增值税专用发票 公司注销 股权变更 社保开户 专利申请 地址变更 电子发票 个体户注册 ' +
  '食品经营许可证 ICP许可证 商标转让 汇算清缴 专利转让 软件著作权 公司转让 税务筹划 版权登记 高新技术企业认定 ICP备案 EDI许可证 ' +
  'ISO9001认证 劳务派遣经营许可证 出口退税 审计报告 道路运输许可证 常年法律顾问 合同审查 公积金开户 商标续展 发明专利申请'
).split(' ');
const TOPICS = [...HEAD, ...DICTIONARY.filter((w) => Array.from(w).length >= 3 && !HEAD.includes(w))];
/** Cumulative Zipf weights of TOPICS. */
const ZIPF: number[] = [];
TOPICS.forEach((_, i) => ZIPF.push((ZIPF[i - 1] ?? 0) + 1 / Math.pow(i + 1, 0.9)));
const CITIES = '成都 北京 上海 深圳 杭州 广州 重庆 武汉 西安 南京 苏州 天津'.split(' ');
const WHO = '我们公司 我朋友的公司 一家初创企业 个体户老板 外贸公司 一家餐饮店 电商团队 科技公司 设计工作室 连锁门店'.split(' ');
const Q_TITLES = [
  '{c}{s}需要多少钱？', '{s}的流程是什么？', '{s}需要准备哪些材料', '{s}和{t}有什么区别？', '{s}多久能办下来', '请问{s}要注意什么',
  '{c}哪里可以办理{s}', '没有{t}能不能办{s}', '{w}要不要做{s}？', '{s}被驳回了怎么办', '小规模纳税人可以开专票吗', '个体户需要记账报税吗',
];
const A_TITLES = ['{s}全攻略：{n}个步骤讲清楚', '{c}{s}最新政策解读', '{y}年{s}常见问题汇总', '一文看懂{s}与{t}', '{s}避坑指南'];
const SENTENCES = [
  '{w}在{c}，刚成立不久，想了解一下{s}。', '之前问过几家代办，{s}的报价从{p}元到{q}元不等。', '听说办完{s}之后还要做{t}，是真的吗？',
  '{s}一般需要{n}个工作日，材料齐全的话会更快。', '建议先把{s}做好，再考虑{t}。', '办理{s}时一定要核对营业执照和法人身份证信息。',
  '如果是小规模纳税人，季度销售额不超过{p}元可以免征增值税。', '每个月都要按时申报，零申报也不能忘。', '{t}和{s}可以一起办，费用会便宜一些。',
  '我们{y}年{n}月做的{s}，整个过程还算顺利。', '注意保留好发票和合同，后面审计会用到。', '{c}的窗口工作人员说需要先预约。',
  '有问题可以直接咨询规划师，他们会给出具体方案。', '如果涉及{t}，最好找专业的律师看一下合同。', '商标和专利属于知识产权，越早申请越好。',
  '社保和公积金要在员工入职后三十天内办理。', '{s}的费用主要包括官费和服务费两部分。', '线上提交资料后，一般{n}天左右会有结果。',
  '很多人以为{s}很复杂，其实按步骤来并不难。', '记得每年六月底前完成工商年报，否则会进入经营异常名录。', '股东会决议和章程修正案要全体股东签字。',
];
export type Post = { id: number; kind: number; title: string; body: string };
/** n posts: 40 % questions (title, 1–3 sentences), 45 % answers (no title, 2–6), 15 % articles (title, 8–20). */
export function generatePosts(n: number, seed = 20261122): Post[] {
  const rnd = mulberry32(seed);
  const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];
  const topic = () => {
    const x = rnd() * ZIPF[ZIPF.length - 1];
    let lo = 0;
    for (let hi = ZIPF.length - 1; lo < hi; ) {
      const mid = (lo + hi) >> 1;
      if (ZIPF[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return TOPICS[lo];
  };
  const fill = (tpl: string) =>
    tpl.replace(/\{(\w)\}/g, (_, k: string) => {
      if (k === 's' || k === 't') return topic();
      if (k === 'c') return pick(CITIES);
      if (k === 'w') return pick(WHO);
      if (k === 'y') return String(2020 + Math.floor(rnd() * 6));
      if (k === 'n') return String(1 + Math.floor(rnd() * 12));
      return String(100 * (1 + Math.floor(rnd() * 200)));
    });
  const sentences = (lo: number, hi: number) => Array.from({ length: lo + Math.floor(rnd() * (hi - lo + 1)) }, () => fill(pick(SENTENCES))).join('');
  return Array.from({ length: n }, (_, i) => {
    const r = rnd();
    if (r < 0.4) return { id: i + 1, kind: 1, title: fill(pick(Q_TITLES)), body: sentences(1, 3) };
    if (r < 0.85) return { id: i + 1, kind: 3, title: '', body: sentences(2, 6) };
    return { id: i + 1, kind: 2, title: fill(pick(A_TITLES)), body: sentences(8, 20) };
  });
}

const arg = (name: string, def: number | string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : String(def);
};
const POSTS = Number(arg('posts', 100_000));
const RUNS = Number(arg('runs', 5));
const JSON_OUT = arg('json', '');
const BATCH = 500;

const probe = pgTable('known_search_probe', {
  id: integer('id').primaryKey(),
  kind: integer('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  searchVector: tsvector('search_vector').notNull(),
  searchPlain: text('search_plain').notNull(),
});
const target = { table: probe, id: probe.id, vector: probe.searchVector, plain: probe.searchPlain, newest: probe.id };

const LISTS: Record<string, string[]> = {
  '1 char': ['税', '票', '商', '证', '账', '照', '章', '股', '保', '审'],
  '2 chars': ['发票', '注册', '商标', '专利', '社保', '变更', '注销', '记账', '执照', '许可'],
  '4 chars': ['专利转让', '公司注册', '代理记账', '营业执照', '商标注册', '版权登记', '社保开户', '税务筹划', '股权变更', '食品经营'],
};
const RECALL = ['税', '票', '账', '发票', '注册', '商标', '社保', '注销', '许可', '专利转让', '公司注册', '代理记账', '营业执照', '一般纳税人', '小规模', '增值税专用发票', '食品经营许可证', '驳回复审', 'icp', 'edi', '2024', 'iso9001', 'ICP许可证'];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => Number(n.toFixed(1));
type Timing = { wall: number[]; cpu: number[] };

/** `runs` rounds over the list (after one to warm up, unless warm is false); wall and CPU milliseconds, sorted. */
async function time(list: string[], run: (kw: string) => Promise<unknown>, runs: number, warm = true): Promise<Timing> {
  if (warm) for (const kw of list) await run(kw);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    for (const kw of list) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await run(kw);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

async function main() {
  const started = performance.now();
  const client = new PGlite();
  await client.waitReady;
  const db = drizzle(client) as unknown as Db;
  await client.exec(`CREATE TABLE known_search_probe (
    id integer PRIMARY KEY, kind integer NOT NULL, title text NOT NULL, body text NOT NULL,
    search_vector tsvector NOT NULL, search_plain text NOT NULL)`);
  // The vector stays in the row (not moved to the TOAST table when the row passes 2 kB): matching and ranking read it.
  await client.exec(`ALTER TABLE known_search_probe ALTER COLUMN search_vector SET STORAGE MAIN`);

  // The corpus, inserted in batches; the database builds each vector from the app's term strings (documentVector).
  let t0 = performance.now();
  const posts = generatePosts(POSTS);
  const genMs = performance.now() - t0;
  t0 = performance.now();
  let termsMs = 0;
  for (let i = 0; i < posts.length; i += BATCH) {
    const t1 = performance.now();
    const rows = posts.slice(i, i + BATCH).map((p) => ({ ...p, searchVector: documentVector(p.title, p.body), searchPlain: plainText(p.title, p.body) }));
    termsMs += performance.now() - t1;
    await db.insert(probe).values(rows);
  }
  const loadMs = performance.now() - t0;
  t0 = performance.now();
  await client.exec(`CREATE INDEX known_search_probe_vector_idx ON known_search_probe USING gin (search_vector)`);
  const indexMs = performance.now() - t0;
  await client.exec(`VACUUM ANALYZE known_search_probe`);
  const size = (await client.query<{ table: string; index: string }>(
    `SELECT pg_size_pretty(pg_total_relation_size('known_search_probe')) AS table, pg_size_pretty(pg_relation_size('known_search_probe_vector_idx')) AS index`,
  )).rows[0];
  const avgChars = Math.round(posts.reduce((n, p) => n + p.title.length + p.body.length, 0) / posts.length);
  console.log(
    `[bench] ${POSTS} posts (${avgChars} characters on average): generated in ${ms(genMs / 1000)} s; segmented in ${ms(termsMs / 1000)} s and ` +
      `inserted in ${ms((loadMs - termsMs) / 1000)} s (${BATCH} rows a statement); GIN index built in ${ms(indexMs / 1000)} s; table ${size.table}, GIN index ${size.index}`,
  );

  const search = (kw: string, fallback?: FallbackPolicy) => searchPage<number>(db, target, kw, { limit: 20, fallback });
  // Ranking every match (no candidate limit): what the candidates save.
  const rankAll = (kw: string) =>
    db
      .select({ id: probe.id })
      .from(probe)
      .where(matchCondition(probe.searchVector, probe.searchPlain, kw))
      .orderBy(desc(rankExpression(probe.searchVector, kw)), desc(probe.id))
      .limit(20);
  // The baseline: a search without the index, the same page (title hits first).
  const scan = (kw: string) => {
    const pattern = likeContains(normalizeKeyword(kw));
    return db
      .select({ id: probe.id })
      .from(probe)
      .where(sql`${probe.searchPlain} ILIKE ${pattern}`)
      .orderBy(desc(sql`${probe.title} ILIKE ${pattern}`), desc(probe.id))
      .limit(20);
  };
  const count = async (where: SQL) => (await db.select({ n: sql<number>`count(*)::int` }).from(probe).where(where))[0].n;

  // Posts that contain each keyword, from the generated texts (the truth for recall).
  const texts = posts.map((p) => ({ title: plainText(p.title, ''), all: plainText(p.title, p.body) }));
  const containing = (kw: string) => {
    const k = normalizeKeyword(kw);
    const ids = new Set<number>();
    texts.forEach((t, i) => t.all.includes(k) && ids.add(i + 1));
    return ids;
  };

  // The baselines take a second a keyword: the scan runs each keyword once, every-match ranking 3 of each list.
  const latency: Record<string, Record<string, number>> = {};
  for (const [name, list] of Object.entries(LISTS)) {
    const s = await time(list, search, RUNS);
    const b = await time(list, scan, 1, false);
    const all = await time(list.slice(0, 3), rankAll, 1, false);
    latency[name] = {
      containing: Math.round(list.reduce((n, kw) => n + containing(kw).size, 0) / list.length),
      p50: ms(pct(s.wall, 50)),
      p95: ms(pct(s.wall, 95)),
      cpuP50: ms(pct(s.cpu, 50)),
      cpuP95: ms(pct(s.cpu, 95)),
      scanP50: ms(pct(b.wall, 50)),
      scanP95: ms(pct(b.wall, 95)),
      ratioP50: Number((pct(s.wall, 50) / pct(b.wall, 50)).toFixed(3)),
      ratioP95: Number((pct(s.wall, 95) / pct(b.wall, 95)).toFixed(3)),
      allP50: ms(pct(all.wall, 50)),
      allMax: ms(all.wall[all.wall.length - 1]),
    };
  }
  console.log(`\nsearch page latency, ms (${RUNS} runs of each keyword; the ILIKE scan once; every match ranked: the first 3 keywords once):`);
  console.log('| keywords | posts containing one (mean) | search p50 | search p95 | CPU p50 / p95 | ILIKE scan p50 / p95 | ratio p50 / p95 | every match ranked p50 / max |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, l] of Object.entries(latency)) {
    console.log(
      `| ${name}: ${LISTS[name].join(' ')} | ${l.containing} | ${l.p50} | **${l.p95}** | ${l.cpuP50} / ${l.cpuP95} | ${l.scanP50} / ${l.scanP95} | ${l.ratioP50} / ${l.ratioP95} | ${l.allP50} / ${l.allMax} |`,
    );
  }

  // Recall: the posts that contain the keyword against the ids the WHERE clause matches.
  const recall: Record<string, string | number | boolean>[] = [];
  for (const kw of RECALL) {
    const k = normalizeKeyword(kw);
    const truth = containing(kw);
    const matched = new Set((await db.select({ id: probe.id }).from(probe).where(matchCondition(probe.searchVector, probe.searchPlain, kw))).map((r) => r.id));
    const missed = [...truth].filter((id) => !matched.has(id)).length;
    const page = await search(kw);
    const titleHit = page.rows.map((r) => texts[r.id - 1].title.includes(k));
    const row: Record<string, string | number | boolean> = {
      keyword: kw,
      relevant: truth.size,
      matched: matched.size,
      missed,
      extra: matched.size - (truth.size - missed),
      top20: `${page.rows.filter((r) => truth.has(r.id)).length}/${page.rows.length}`,
      titleFirst: titleHit.every((h, i) => h || !titleHit.slice(i).some(Boolean)),
      fallback: '',
    };
    if (!/\p{Script=Han}/u.test(k)) {
      const withLike = await count(matchCondition(probe.searchVector, probe.searchPlain, kw, { fallback: 'nonHan' }));
      const t = await time([kw], (x) => search(x, 'nonHan'), 2, false);
      row.fallback = `${withLike} found, p50 ${ms(pct(t.wall, 50))} ms`;
    }
    recall.push(row);
  }
  const relevant = recall.reduce((n, r) => n + Number(r.relevant), 0);
  const missedAll = recall.reduce((n, r) => n + Number(r.missed), 0);
  console.log(`\nrecall of the WHERE clause: ${relevant - missedAll} of ${relevant} posts containing a keyword matched (${((100 * (relevant - missedAll)) / relevant).toFixed(2)} %), ${RECALL.length} keywords`);
  console.log("| keyword | posts containing it | count(match) | missed | matched, not containing it | top 20 containing it | title hits first | 'nonHan' fallback |");
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of recall) console.log(`| ${r.keyword} | ${r.relevant} | ${r.matched} | ${r.missed} | ${r.extra} | ${r.top20} | ${r.titleFirst ? 'yes' : 'no'} | ${r.fallback} |`);

  const totalS = (performance.now() - started) / 1000;
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`\n[bench] ${ms(totalS)} s in all; candidates ranked ${RANK_CANDIDATES}; load average ${load.join(' ')} on ${os.cpus().length} CPUs; node ${process.version}`);
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify({ posts: POSTS, avgChars, genMs, termsMs, loadMs, indexMs, size, latency, recall, totalS, loadAverage: load }, null, 2));
  await client.close();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
