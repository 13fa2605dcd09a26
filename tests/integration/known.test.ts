import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { knownContents } from '@/server/db/schema';
import { createSession } from '@/server/modules/auth/session';
import { reindexSearch } from '@/server/modules/known/searchIndex';
import { createTestContext, type TestContext } from './helpers';

// 必懂 community: reading, publishing with sanitising and moderation, reactions, comments, drafts and review.

let t: TestContext;
const OP = 'op-token-for-known-tests-0001';
const A = '/api/known/v1';
const TOPIC = 'kt_01_01';
let seq = 0;

/** A session for a seeded user (community customers cannot log in by password; tests need many of them). */
async function tokenOf(userId: string, userType = 'ORDINARY_USER') {
  return (await createSession(t.deps.db, { userId, userType }, t.deps.now(), 3600)).token;
}
const customer = (i: number) => `u_kc_${String(i).padStart(2, '0')}`;
const unique = () => `${Date.now().toString(36)}${++seq}`;

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OP;
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('reading', () => {
  it('lists boards, topics, the feeds, the hot list and the curated lists', async () => {
    const boards = (await t.call('GET', `${A}/boards`)).data;
    expect(boards.slice(0, 4).map((b: { executionParameters: string }) => b.executionParameters)).toEqual(['huida', 'tuijian', 'guanzhu', 'rebang']);
    expect(boards.length).toBeGreaterThan(8);
    const topics = (await t.call('GET', `${A}/topics`)).data;
    expect(topics[0].children.length).toBeGreaterThan(2);
    const rec = (await t.call('GET', `${A}/feed`, { board: 'tuijian' })).data;
    expect(rec.records).toHaveLength(10);
    expect(rec.totalCount).toBeGreaterThan(200);
    // Believable demo data: the first 30 推荐 cards were written at different moments (23 once shared one minute).
    const first30 = (await t.call('GET', `${A}/feed`, { board: 'tuijian', limit: 30 })).data.records as { createdAt: string }[];
    const minutes = new Set(first30.map((c) => c.createdAt.slice(0, 16)));
    expect(minutes.size).toBeGreaterThanOrEqual(first30.length - 3);
    const board = (await t.call('GET', `${A}/feed`, { board: boards[4].id, page: 2 })).data;
    expect(board.records.every((c: { status: number }) => c.status === 1)).toBe(true);
    expect((await t.call('GET', `${A}/feed`, { board: 'guanzhu' })).data.records).toEqual([]);
    const hot = (await t.call('GET', `${A}/hot`, { limit: 20 })).data;
    expect(hot).toHaveLength(20);
    for (let i = 1; i < hot.length; i++) expect(hot[i - 1].hotScore).toBeGreaterThanOrEqual(hot[i].hotScore);
    expect((await t.call('GET', `${A}/subject`, { id: 'mustSee' })).data.records.length).toBeGreaterThan(0);
    expect((await t.call('GET', `${A}/subject`, { id: 'daily' })).data.records.length).toBeGreaterThan(0);
  });

  it('answers bad input with a message naming the field, never 500', async () => {
    expect(await t.call('GET', `${A}/feed`, {})).toMatchObject({ code: 400, msg: expect.stringContaining('board') });
    expect(await t.call('GET', `${A}/subject`, { id: 'x' })).toMatchObject({ code: 400, msg: expect.stringContaining('专题') });
    expect(await t.call('GET', `${A}/detail`, { id: 'nope' })).toMatchObject({ code: 404, msg: '内容不存在或已删除' });
    const token = await tokenOf(customer(1));
    expect(await t.call('POST', `${A}/operation`, { id: 'kq_s0001', action: 'explode' }, { token })).toMatchObject({ code: 400, msg: expect.stringContaining('操作类型') });
    expect(await t.call('POST', `${A}/add`, { title: '怎么注册公司？' }, { token })).toMatchObject({ code: 400, msg: expect.stringContaining('内容类型') });
    expect(await t.call('POST', `${A}/draft/save`, { target: '../etc', title: 'x' }, { token })).toMatchObject({ code: 400, msg: expect.stringContaining('草稿对象') });
  });

  it('shows a question with its answers and counts one view per viewer and day', async () => {
    const d1 = (await t.call('GET', `${A}/detail`, { id: 'kq_s0001' })).data;
    expect(d1).toMatchObject({ id: 'kq_s0001', type: 1, isMine: false, question: null });
    const d2 = (await t.call('GET', `${A}/detail`, { id: 'kq_s0001' })).data;
    expect(d2.browseCount).toBe(d1.browseCount);
    const answers = (await t.call('GET', `${A}/answers`, { questionId: 'kq_s0001' })).data;
    expect(answers.totalCount).toBe(d1.answerCount);
    const a = (await t.call('GET', `${A}/detail`, { id: answers.records[0].id })).data;
    expect(a.question).toMatchObject({ id: 'kq_s0001', title: d1.title });
  });
});

describe('publishing', () => {
  it('checks the inventory rules in order', async () => {
    const token = await tokenOf(customer(2));
    const add = (form: Record<string, string | number>) => t.call('POST', `${A}/add`, form, { token });
    expect((await add({ type: 1, title: '注册？', topicIds: TOPIC })).msg).toBe('title：标题不能少于4个字哦');
    expect((await add({ type: 1, title: '注册公司要多少钱', topicIds: TOPIC })).msg).toBe('title：标题需以问号结尾');
    expect((await add({ type: 1, title: '注册公司要多少钱？' })).msg).toBe('topicIds：请选择话题');
    expect((await add({ type: 2, title: '记账指南', content: '<p> </p>', topicIds: TOPIC })).msg).toBe('content：内容区域不能为空哦');
    expect((await add({ type: 1, title: '注册公司要多少钱？', topicIds: 'kt_01_01,kt_02_01' })).msg).toContain('同一分类');
    expect((await add({ type: 3, content: '<p>答</p>' })).msg).toContain('请选择要回答的问题');
  });

  it('sanitises HTML on the server: scripts, handlers, javascript: links and foreign images go', async () => {
    const token = await tokenOf(customer(3));
    const content = [
      '<p onclick="steal()">正文<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">点我</a>',
      '<img src="https://evil.example.com/x.png" onerror="alert(1)">',
      '<img src="/api/upload/v1/file/u/2026/11/up_abc.png">',
    ].join('');
    const res = await t.call('POST', `${A}/add`, { type: 2, title: `清洗测试${unique()}`, content, topicIds: TOPIC }, { token });
    expect(res.code, res.msg).toBe(200);
    const [row] = await t.deps.db.select().from(knownContents).where(eq(knownContents.id, res.data.id));
    expect(row.content).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);
    expect(row.content).toContain('/api/upload/v1/file/u/2026/11/up_abc.png');
    expect(row.images).toEqual(['/api/upload/v1/file/u/2026/11/up_abc.png']);
  });

  it('publishes, holds (审核中, private, with its reason) or refuses; the operator approves into the feed', async () => {
    const token = await tokenOf(customer(4));
    const ok = await t.call('POST', `${A}/add`, { type: 1, title: `一般纳税人怎么认定${unique()}？`, topicIds: 'kt_02_01' }, { token });
    expect(ok.data).toMatchObject({ status: 1, reason: null });
    t.advance(10_000);
    const held = await t.call('POST', `${A}/add`, { type: 1, title: `注册公司找谁办比较好${unique()}？`, content: '<p>有懂的加我微信 abc12345 细聊</p>', topicIds: TOPIC }, { token });
    expect(held.data.status).toBe(0);
    expect(held.data.reason).toBeTruthy();
    expect((await t.call('GET', `${A}/detail`, { id: held.data.id })).code).toBe(404);
    expect((await t.call('GET', `${A}/detail`, { id: held.data.id }, { token })).data).toMatchObject({ status: 0, isMine: true, reviewReason: held.data.reason });
    const pending = (await t.call('GET', `${A}/creator/contents`, { tab: 'pending' }, { token })).data;
    expect(pending.records.map((r: { id: string }) => r.id)).toContain(held.data.id);
    t.advance(10_000);
    const refused = await t.call('POST', `${A}/add`, { type: 2, title: '省钱妙招', content: '<p>专业代开发票，价格优惠</p>', topicIds: TOPIC }, { token });
    expect(refused.code).toBe(400);
    // The operator: without the token 403; reject needs a reason; approve publishes it (once).
    expect((await t.call('POST', `${A}/review`, { id: held.data.id, decision: 'approve' }, { token })).code).toBe(403);
    const op = { headers: { 'x-operator-token': OP } };
    expect((await t.call('POST', `${A}/review`, { id: held.data.id, decision: 'reject' }, op)).msg).toContain('原因');
    expect((await t.call('GET', `${A}/review/queue`, {}, op)).data.records.map((r: { id: string }) => r.id)).toContain(held.data.id);
    expect((await t.call('POST', `${A}/review`, { id: held.data.id, decision: 'approve' }, op)).data.status).toBe(1);
    expect((await t.call('POST', `${A}/review`, { id: held.data.id, decision: 'approve' }, op)).code).toBe(400);
    expect((await t.call('GET', `${A}/detail`, { id: held.data.id })).data.status).toBe(1);
    const feed = (await t.call('GET', `${A}/feed`, { board: 'kt_01' })).data;
    expect(feed.records.map((r: { id: string }) => r.id)).toContain(held.data.id);
  });

  it('lets 20 simultaneous posts of one user publish exactly one, and refuses a duplicate', async () => {
    const token = await tokenOf(customer(5));
    const title = `个体户怎么报税${unique()}？`;
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('POST', `${A}/add`, { type: 1, title: title.replace('？', `${i}？`), topicIds: TOPIC }, { token })),
    );
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    expect(res.filter((r) => r.code === 429)).toHaveLength(19);
    t.advance(10_000);
    const again = res.find((r) => r.code === 200)!;
    const [row] = await t.deps.db.select().from(knownContents).where(eq(knownContents.id, again.data.id));
    const dup = await t.call('POST', `${A}/add`, { type: 1, title: row.title, topicIds: TOPIC }, { token });
    expect(dup).toMatchObject({ code: 409, msg: '请勿重复提交相同的内容' });
  });

  it('answers a question, counts it, edits and deletes only one own content', async () => {
    const asker = await tokenOf(customer(6));
    const planner = await tokenOf('u_planner_05', 'MERCHANT_USER');
    const q = await t.call('POST', `${A}/add`, { type: 1, title: `代理记账怎么收费${unique()}？`, topicIds: 'kt_02_01' }, { token: asker });
    const a = await t.call('POST', `${A}/add`, { type: 3, sourceId: q.data.id, content: '<p>小规模每月两三百元，一般纳税人更贵。</p>' }, { token: planner });
    expect(a.code, a.msg).toBe(200);
    expect((await t.call('GET', `${A}/detail`, { id: q.data.id })).data.answerCount).toBe(1);
    expect((await t.call('GET', `${A}/detail`, { id: a.data.id })).data.author.type).toBe(2);
    expect((await t.call('POST', `${A}/update`, { id: a.data.id, content: '<p>改</p>' }, { token: asker })).code).toBe(404);
    expect((await t.call('GET', `${A}/edit_source`, { id: a.data.id }, { token: asker })).code).toBe(404);
    expect((await t.call('GET', `${A}/edit_source`, { id: a.data.id }, { token: planner })).data.sourceId).toBe(q.data.id);
    expect((await t.call('POST', `${A}/delete`, { id: a.data.id }, { token: asker })).code).toBe(404);
    expect((await t.call('POST', `${A}/delete`, { id: a.data.id }, { token: planner })).data.ok).toBe(true);
    expect((await t.call('GET', `${A}/detail`, { id: q.data.id })).data.answerCount).toBe(0);
  });
});

describe('moderation on every path (issue 28)', () => {
  const SPELLINGS = ['加我V：abc_12345', '威信同号 abc_12345', '薇：abc12345', '+薇 abc_12345', '卫星 abc_12345'];
  const CONTACT_HELD = '内容包含联系方式，需人工审核';

  it('holds a question (title or body), an article and an answer with a disguised WeChat id; refuses such a comment', async () => {
    const asker = await tokenOf(customer(13));
    const q = await t.call('POST', `${A}/add`, { type: 1, title: `公司注销一般要多久${unique()}？`, topicIds: TOPIC }, { token: asker });
    expect(q.data.status, q.msg).toBe(1);
    for (const [i, spelling] of SPELLINGS.entries()) {
      const token = await tokenOf(customer(14 + i));
      const posts = [
        { type: 1, title: `注册公司找谁办比较好${unique()}？`, content: `<p>有懂的${spelling} 细聊</p>`, topicIds: TOPIC },
        { type: 1, title: `${spelling}，注册公司找谁办${unique()}？`, topicIds: TOPIC },
        { type: 2, title: `记账报税指南${unique()}`, content: `<p>每月15日前申报。需要模板的${spelling}</p>`, topicIds: TOPIC },
        { type: 3, sourceId: q.data.id, content: `<p>一般一到两个月，详细的${spelling} ${unique()}</p>` },
      ];
      for (const form of posts) {
        t.advance(10_000);
        const res = await t.call('POST', `${A}/add`, form, { token });
        expect(res.data, `${spelling} ${JSON.stringify(form)} ${res.msg}`).toMatchObject({ status: 0, reason: CONTACT_HELD });
      }
      const comment = await t.call('POST', '/api/known/comments/v1/publish', { contentId: 'ka_s003', content: `讲得好，${spelling}` }, { token });
      expect(comment, spelling).toMatchObject({ code: 400, msg: 'content：评论不能包含联系方式或敏感信息，请修改后再发布' });
    }
    // The same message as the contact refusals before issue 28.
    const plain = await t.call('POST', '/api/known/comments/v1/publish', { contentId: 'ka_s003', content: '加我微信 abc12345' }, { token: asker });
    expect(plain).toMatchObject({ code: 400, msg: 'content：评论不能包含联系方式或敏感信息，请修改后再发布' });
    expect((await t.call('GET', `${A}/detail`, { id: q.data.id })).data.answerCount).toBe(0);
  });
});

describe('reactions and comments', () => {
  it('counts 50 simultaneous applauds of 50 users exactly, and 50 of one user as one', async () => {
    const id = 'ka_s002';
    const before = (await t.call('GET', `${A}/detail`, { id })).data;
    const users = [...Array.from({ length: 40 }, (_, i) => customer(i + 1)), ...Array.from({ length: 10 }, (_, i) => `u_planner_${String(i + 20).padStart(2, '0')}`)];
    const tokens = await Promise.all(users.map((u) => tokenOf(u)));
    // Start from nobody applauding: withdraw the seeded applause of these users first.
    await Promise.all(tokens.map((token) => t.call('POST', `${A}/operation`, { id, action: 'unapplaud' }, { token })));
    const base = (await t.call('GET', `${A}/detail`, { id })).data.applaudCount;
    expect(base).toBeLessThanOrEqual(before.applaudCount);
    const res = await Promise.all(tokens.map((token) => t.call('POST', `${A}/operation`, { id, action: 'applaud' }, { token })));
    expect(res.every((r) => r.code === 200)).toBe(true);
    expect((await t.call('GET', `${A}/detail`, { id })).data.applaudCount).toBe(base + 50);
    const one = tokens[0];
    await Promise.all(Array.from({ length: 50 }, () => t.call('POST', `${A}/operation`, { id, action: 'applaud' }, { token: one })));
    expect((await t.call('GET', `${A}/detail`, { id })).data.applaudCount).toBe(base + 50);
    const dis = (await t.call('POST', `${A}/operation`, { id, action: 'disapplaud' }, { token: one })).data;
    expect(dis).toMatchObject({ isApplaud: false, isDisapplaud: true, applaudCount: base + 49 });
    expect((await t.call('POST', `${A}/operation`, { id, action: 'collect' })).code).toBe(5223);
  });

  it('publishes, likes and deletes comments; only the author deletes', async () => {
    const me = await tokenOf(customer(7));
    const other = await tokenOf(customer(8));
    const id = 'ka_s003';
    const before = (await t.call('GET', `${A}/detail`, { id })).data.remarkCount;
    expect((await t.call('POST', '/api/known/comments/v1/publish', { contentId: id, content: 'x'.repeat(101) }, { token: me })).msg).toContain('评论内容');
    const c = (await t.call('POST', '/api/known/comments/v1/publish', { contentId: id, content: '  讲得很清楚，收藏了  ' }, { token: me })).data;
    expect(c).toMatchObject({ content: '讲得很清楚，收藏了', isMine: true, applaudCount: 0 });
    expect((await t.call('GET', `${A}/detail`, { id })).data.remarkCount).toBe(before + 1);
    expect((await t.call('POST', '/api/known/comments/v1/like', { id: c.id, like: 1 }, { token: other })).data).toEqual({ applaudCount: 1, isApplaud: true });
    expect((await t.call('POST', '/api/known/comments/v1/like', { id: c.id, like: 1 }, { token: other })).data.applaudCount).toBe(1);
    const list = (await t.call('GET', '/api/known/comments/v1/list', { contentId: id, sort: 'time' }, { token: other })).data;
    expect(list.records[0]).toMatchObject({ id: c.id, isApplaud: true, isMine: false });
    expect((await t.call('POST', '/api/known/comments/v1/delete', { id: c.id }, { token: other })).code).toBe(404);
    expect((await t.call('POST', '/api/known/comments/v1/delete', { id: c.id }, { token: me })).code).toBe(200);
    expect((await t.call('GET', `${A}/detail`, { id })).data.remarkCount).toBe(before);
    const contact = await t.call('POST', '/api/known/comments/v1/publish', { contentId: id, content: '详细的加我V信abc1234聊' }, { token: other });
    expect(contact.code).toBe(400);
  });
});

describe('people, drafts and search', () => {
  it('follows a planner, shows them in the following list and the 关注 feed, and counts fans', async () => {
    const token = await tokenOf(customer(9));
    const planner = 'u_planner_07';
    const res = (await t.call('POST', `${A}/follow`, { userId: planner, follow: 1 }, { token })).data;
    expect(res.isFollowing).toBe(true);
    const list = (await t.call('GET', `${A}/follows`, { kind: 'following', userType: 2 }, { token })).data;
    expect(list.records.map((u: { id: string }) => u.id)).toContain(planner);
    const feed = (await t.call('GET', `${A}/feed`, { board: 'guanzhu' }, { token })).data;
    expect(feed.records.length).toBeGreaterThan(0);
    const profile = (await t.call('GET', `${A}/home_user`, { userId: planner }, { token })).data;
    expect(profile).toMatchObject({ id: planner, type: 2, isFollowing: true, fansCount: res.fansCount });
    expect((await t.call('POST', `${A}/follow`, { userId: 'u_kc_09', follow: 1 }, { token })).msg).toContain('不能关注自己');
    expect((await t.call('GET', `${A}/follows`, {})).msg).toContain('用户');
  });

  it('keeps one draft per user and target and refuses a stale save from another tab', async () => {
    const token = await tokenOf(customer(10));
    const other = await tokenOf(customer(11));
    const s1 = (await t.call('POST', `${A}/draft/save`, { target: 'question', title: '草稿', seq: 0 }, { token })).data;
    expect(s1.seq).toBe(1);
    const s2 = (await t.call('POST', `${A}/draft/save`, { target: 'question', title: '草稿2', seq: 1 }, { token })).data;
    expect(s2.seq).toBe(2);
    expect(await t.call('POST', `${A}/draft/save`, { target: 'question', title: '旧标签页', seq: 1 }, { token })).toMatchObject({ code: 409, msg: '草稿已在其他页面更新' });
    expect((await t.call('GET', `${A}/draft`, { target: 'question' }, { token })).data.draft).toMatchObject({ title: '草稿2', seq: 2 });
    expect((await t.call('GET', `${A}/draft`, { target: 'question' }, { token: other })).data.draft).toBeNull();
    await t.call('POST', `${A}/draft/delete`, { target: 'question' }, { token });
    expect((await t.call('GET', `${A}/draft`, { target: 'question' }, { token })).data.draft).toBeNull();
  });

  it('finds 1-, 2- and 4-character queries with highlights, and keeps history and hot keywords', async () => {
    const token = await tokenOf(customer(12));
    for (const [keyword, tab] of [['税', 'question'], ['发票', 'question'], ['注册', 'article'], ['专利转让', 'question']] as const) {
      const res = (await t.call('GET', `${A}/search`, { keyword, tab }, { token })).data;
      expect(res.hits.totalCount, keyword).toBeGreaterThan(0);
      const first = res.hits.records[0];
      expect(first.titleHtml + first.contentTextHtml).toContain('<em class="hl">');
    }
    const users = (await t.call('GET', `${A}/search`, { keyword: '王', tab: 'user' })).data.users;
    expect(users.totalCount).toBeGreaterThan(0);
    expect((await t.call('GET', `${A}/search`, { keyword: "a & b | !c :* ' \\", tab: 'question' })).code).toBe(200);
    const kw = (await t.call('GET', `${A}/keywords`, {}, { token })).data;
    expect(kw.history.slice(0, 2)).toEqual(['专利转让', '注册']);
    expect(kw.hot.length).toBeGreaterThan(0);
    await t.call('POST', `${A}/keywords/clear`, {}, { token });
    expect((await t.call('GET', `${A}/keywords`, {}, { token })).data.history).toEqual([]);
  });

  it('finds for 發票 exactly what it finds for 发票, in every tab; a post in traditional characters by its simplified words', async () => {
    const ids = (page: { records: { id: string }[] }) => page.records.map((r) => r.id);
    for (const tab of ['question', 'article', 'answer'] as const) {
      const simplified = (await t.call('GET', `${A}/search`, { keyword: '发票', tab, limit: 30 })).data.hits;
      const traditional = (await t.call('GET', `${A}/search`, { keyword: '發票', tab, limit: 30 })).data.hits;
      expect(simplified.totalCount, tab).toBeGreaterThan(0);
      expect(traditional.totalCount, tab).toBe(simplified.totalCount);
      expect(ids(traditional), tab).toEqual(ids(simplified));
      expect(traditional.records[0].titleHtml + traditional.records[0].contentTextHtml, tab).toContain('<em class="hl">发票</em>');
    }
    const token = await tokenOf(customer(13));
    const stamp = unique();
    const q = await t.call('POST', `${A}/add`, { type: 1, title: `電子發票怎麼開${stamp}？`, content: '<p>開發票要用稅控盤嗎？</p>', topicIds: 'kt_02_01' }, { token });
    expect(q.code, q.msg).toBe(200);
    const found = (await t.call('GET', `${A}/search`, { keyword: '电子发票怎么开', tab: 'question' }, { token })).data.hits;
    const hit = found.records.find((r: { id: string }) => r.id === q.data.id);
    expect(hit.titleHtml).toBe(`<em class="hl">電子發票怎麼開</em>${stamp}？`);
    expect((await t.call('GET', `${A}/search`, { keyword: '税控盘', tab: 'question' })).data.hits.records.map((r: { id: string }) => r.id)).toContain(q.data.id);
    // The history keeps the keyword as typed; 热门搜索 counts both forms as one.
    await t.call('GET', `${A}/search`, { keyword: '電子發票', tab: 'question' }, { token });
    expect((await t.call('GET', `${A}/keywords`, {}, { token })).data.history.slice(0, 2)).toEqual(['電子發票', '电子发票怎么开']);
  });

  it('rebuilds once the rows an older index version made: a post indexed in traditional characters is found again', async () => {
    const title = '舊版索引的發票問題？';
    await t.deps.db.insert(knownContents).values({
      id: 'kq_t_oldindex',
      type: 1,
      title,
      contentText: '繁體寫的開票問題',
      topicIds: ['kt_02_01'],
      boardId: 'kt_02',
      authorId: customer(14),
      // What the segmentation made of it before traditional characters were simplified.
      searchVector: sql`setweight(to_tsvector('simple', '舊 舊版 版 版索 索 索引 引 引的 的 的發 發 發票 票 票問 問 問題 題'), 'A')`,
      searchPlain: `${title}\n繁體寫的開票問題`,
      searchVersion: 0,
    });
    const find = async (keyword: string) => (await t.call('GET', `${A}/search`, { keyword, tab: 'question', limit: 30 })).data.hits.records.map((r: { id: string }) => r.id);
    expect(await find('發票問題')).not.toContain('kq_t_oldindex');
    expect(await reindexSearch(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await find('發票問題')).toContain('kq_t_oldindex');
    expect(await find('发票问题')).toContain('kq_t_oldindex');
    expect(await reindexSearch(t.deps.db)).toBe(0);
    const [row] = await t.deps.db.select({ v: knownContents.searchVersion, plain: knownContents.searchPlain }).from(knownContents).where(eq(knownContents.id, 'kq_t_oldindex'));
    expect(row).toEqual({ v: 1, plain: '旧版索引的发票问题?\n繁体写的开票问题' });
  });

  it('shows the creator centre data as a per-day series', async () => {
    const token = await tokenOf('u_demo_planner', 'MERCHANT_USER');
    const data = (await t.call('GET', `${A}/creator/data`, { days: 7 }, { token })).data;
    expect(data.series).toHaveLength(7);
    expect(data.totals.contents).toBeGreaterThan(0);
    expect(data.series.some((d: { views: number }) => d.views > 0)).toBe(true);
    expect((await t.call('GET', `${A}/creator/data`, { days: 9 }, { token })).msg).toContain('统计周期');
  });
});
