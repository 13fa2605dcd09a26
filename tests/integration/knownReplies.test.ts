import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { knownComments, knownContents } from '@/server/db/schema';
import { createSession } from '@/server/modules/auth/session';
import { createTestContext, type TestContext } from './helpers';
import { noticesOfKind } from './noticeFixtures';

// Replies to 必懂 comments (issue 28): a reply answers a comment or one of its replies (「A 回复 B」), folds under its
// comment, pages, is liked and deleted like a comment, passes the same moderation and quota, tells the people it
// answers, and counts on its comment and on the content exactly, however many arrive or leave at once.

let t: TestContext;
const C = '/api/known/comments/v1';
const A = '/api/known/v1';
const TOPIC = 'kt_01_01';
const CONTACT = '详细的加我V信abc1234聊';
let seq = 0;

async function tokenOf(userId: string, userType = 'ORDINARY_USER') {
  return (await createSession(t.deps.db, { userId, userType }, t.deps.now(), 3600)).token;
}
const customer = (i: number) => `u_kc_${String(i).padStart(2, '0')}`;
const unique = () => `${Date.now().toString(36)}${++seq}`;

type Reply = { id: string; commentId: string; author: { id: string; name: string }; replyTo: { id: string; name: string } | null; content: string; isMine: boolean };
type Comment = { id: string; replyCount: number; replies: Reply[] };

/** Calls as `token` after moving the clock past the comment interval (3 s), and expects success. */
async function ok<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, form: Record<string, string | number>, token?: string): Promise<T> {
  t.advance(4_000);
  const r = await t.call(method, path, form, token ? { token } : {});
  expect(r.code, r.msg).toBe(200);
  return r.data as T;
}
const comment = (token: string, contentId: string, content = `这篇写得清楚${unique()}`) => ok<{ id: string }>('POST', `${C}/publish`, { contentId, content }, token);
const reply = (token: string, commentId: string, content = `同问，补充一点${unique()}`) => ok<Reply>('POST', `${C}/reply`, { commentId, content }, token);
const remarkCount = async (id: string) => (await ok<{ remarkCount: number }>('GET', `${A}/detail`, { id })).remarkCount;
const commentOf = async (contentId: string, id: string) => {
  const page = await ok<{ records: Comment[] }>('GET', `${C}/list`, { contentId, sort: 'time', limit: 50 });
  return page.records.find((c) => c.id === id);
};

/** The content's comments and replies counted from the rows: live comments, and live replies of live comments. */
async function recount(contentId: string): Promise<number> {
  const root = sql`exists (select 1 from known_comments r where r.id = ${knownComments.rootId} and r.deleted_at is null)`;
  const [{ n }] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(knownComments)
    .where(and(eq(knownComments.contentId, contentId), isNull(knownComments.deletedAt), sql`(${knownComments.rootId} is null or ${root})`));
  return n;
}
async function liveReplies(commentId: string): Promise<number> {
  const [{ n }] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(knownComments)
    .where(and(eq(knownComments.rootId, commentId), isNull(knownComments.deletedAt)));
  return n;
}
async function storedCounts(contentId: string, commentId: string) {
  const [content] = await t.deps.db.select({ n: knownContents.remarkCount }).from(knownContents).where(eq(knownContents.id, contentId));
  const [row] = await t.deps.db.select({ n: knownComments.replyCount }).from(knownComments).where(eq(knownComments.id, commentId));
  return { remark: content.n, replies: row.n };
}

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('replying', () => {
  it('replies to a comment and to a reply (「A 回复 B」), folds the first two under the comment and pages the rest', async () => {
    const id = 'ka_s004';
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map((i) => tokenOf(customer(i))));
    const before = await remarkCount(id);
    const cm = await comment(a, id);
    const r1 = await reply(b, cm.id, '  请问要准备哪些材料？  ');
    expect(r1).toMatchObject({ commentId: cm.id, content: '请问要准备哪些材料？', replyTo: null, isMine: true, author: { id: customer(2) } });
    const r2 = await reply(c, r1.id, '身份证和租赁合同');
    expect(r2).toMatchObject({ commentId: cm.id, author: { id: customer(3) }, replyTo: { id: customer(2), name: r1.author.name } });
    expect(r2.replyTo!.name).not.toBe('');

    const folded = (await commentOf(id, cm.id))!;
    expect(folded.replyCount).toBe(2);
    expect(folded.replies.map((r) => [r.id, r.replyTo?.id ?? null])).toEqual([
      [r1.id, null],
      [r2.id, customer(2)],
    ]);
    const r3 = await reply(d, cm.id);
    const r4 = await reply(e, r2.id);
    const four = (await commentOf(id, cm.id))!;
    expect(four.replyCount).toBe(4);
    expect(four.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);

    // 查看全部 4 条回复: oldest first, page by page.
    const p1 = await ok<{ records: Reply[]; totalCount: number; totalPage: number }>('GET', `${C}/replies`, { commentId: cm.id, page: 1, limit: 3 }, d);
    expect(p1).toMatchObject({ totalCount: 4, totalPage: 2 });
    expect(p1.records.map((r) => r.id)).toEqual([r1.id, r2.id, r3.id]);
    expect(p1.records.map((r) => r.isMine)).toEqual([false, false, true]);
    const p2 = await ok<{ records: Reply[] }>('GET', `${C}/replies`, { commentId: cm.id, page: 2, limit: 3 });
    expect(p2.records.map((r) => [r.id, r.replyTo?.id])).toEqual([[r4.id, customer(3)]]);

    // A reply counts as a comment of the content (ADR 0041); the comment list says both numbers.
    expect(await remarkCount(id)).toBe(before + 5);
    const list = await ok<{ totalCount: number; remarkCount: number; records: Comment[] }>('GET', `${C}/list`, { contentId: id, limit: 50 });
    expect(list.remarkCount).toBe(before + 5);
    expect(list.records.some((x) => x.id === r1.id)).toBe(false);
    expect(list.totalCount).toBe(before + 1);
  }, 60_000);

  it('checks the input and names the field', async () => {
    const token = await tokenOf(customer(6));
    const cm = await comment(token, 'ka_s005');
    t.advance(4_000);
    expect(await t.call('POST', `${C}/reply`, { commentId: cm.id, content: '   ' }, { token })).toMatchObject({ code: 400, msg: 'content：不能为空' });
    expect(await t.call('POST', `${C}/reply`, { commentId: cm.id, content: '长'.repeat(101) }, { token })).toMatchObject({ code: 400, msg: expect.stringContaining('回复内容不能超过100个字') });
    expect(await t.call('POST', `${C}/reply`, { commentId: 'a b', content: '你好' }, { token })).toMatchObject({ code: 400, msg: expect.stringContaining('评论ID') });
    expect(await t.call('POST', `${C}/reply`, { commentId: 'kcm_nope', content: '你好' }, { token })).toMatchObject({ code: 404, msg: '评论不存在或已删除' });
    expect(await t.call('GET', `${C}/replies`, { commentId: 'kcm_nope' })).toMatchObject({ code: 404, msg: '评论不存在或已删除' });
    expect(await t.call('GET', `${C}/replies`, { commentId: cm.id, limit: 51 })).toMatchObject({ code: 400, msg: expect.stringContaining('每页条数') });
    expect((await t.call('POST', `${C}/reply`, { commentId: cm.id, content: '你好' })).code).toBe(5223);
  });
});

describe('liking and deleting', () => {
  it('likes a reply; only its author deletes it; deleting a comment takes its replies off the count', async () => {
    const id = 'ka_s006';
    const [a, b, c] = await Promise.all([7, 8, 9].map((i) => tokenOf(customer(i))));
    const before = await remarkCount(id);
    const cm = await comment(a, id);
    const r1 = await reply(b, cm.id);
    const r2 = await reply(c, r1.id);
    expect(await ok('POST', `${C}/like`, { id: r1.id, like: 1 }, a)).toEqual({ applaudCount: 1, isApplaud: true });
    expect(await ok('POST', `${C}/like`, { id: r1.id, like: 1 }, a)).toEqual({ applaudCount: 1, isApplaud: true });
    const liked = await ok<{ records: (Reply & { isApplaud: boolean; applaudCount: number })[] }>('GET', `${C}/replies`, { commentId: cm.id }, a);
    expect(liked.records[0]).toMatchObject({ id: r1.id, isApplaud: true, applaudCount: 1 });

    // Someone else's reply looks like a missing one; the author's goes, with its count.
    expect(await t.call('POST', `${C}/delete`, { id: r1.id }, { token: a })).toMatchObject({ code: 404, msg: '评论不存在或已删除' });
    expect(await t.call('POST', `${C}/delete`, { id: r1.id }, { token: c })).toMatchObject({ code: 404 });
    await ok('POST', `${C}/delete`, { id: r1.id }, b);
    expect(await t.call('POST', `${C}/delete`, { id: r1.id }, { token: b })).toMatchObject({ code: 404 });
    expect((await commentOf(id, cm.id))!).toMatchObject({ replyCount: 1, replies: [{ id: r2.id, replyTo: { id: customer(8) } }] });
    expect(await remarkCount(id)).toBe(before + 2);

    // The comment goes with the replies under it: the count is back where it was, the thread is gone.
    await ok('POST', `${C}/delete`, { id: cm.id }, a);
    expect(await remarkCount(id)).toBe(before);
    expect(await recount(id)).toBe(before);
    expect(await t.call('GET', `${C}/replies`, { commentId: cm.id })).toMatchObject({ code: 404 });
    t.advance(4_000);
    expect(await t.call('POST', `${C}/reply`, { commentId: r2.id, content: '还在吗' }, { token: b })).toMatchObject({ code: 404 });
    expect(await t.call('POST', `${C}/like`, { id: r2.id, like: 1 }, { token: b })).toMatchObject({ code: 404 });
    // Its author cannot delete it twice over: it left the count with its comment.
    expect(await t.call('POST', `${C}/delete`, { id: r2.id }, { token: c })).toMatchObject({ code: 404 });
    expect(await remarkCount(id)).toBe(before);
  });
});

describe('the rules comments follow', () => {
  it('refuses a reply on a held post, like a comment', async () => {
    const author = await tokenOf(customer(10));
    const other = await tokenOf(customer(11));
    const post = await ok<{ id: string; status: number }>('POST', `${A}/add`, { type: 2, title: `记账指南${unique()}`, content: '<p>记账报税的几个要点。</p>', topicIds: TOPIC }, author);
    expect(post.status).toBe(1);
    const cm = await comment(other, post.id);
    const edit = await ok<{ status: number }>('POST', `${A}/update`, { id: post.id, title: `记账指南${unique()}`, content: `<p>${CONTACT}</p>`, topicIds: TOPIC }, author);
    expect(edit.status).toBe(0);
    t.advance(4_000);
    expect(await t.call('POST', `${C}/reply`, { commentId: cm.id, content: '请问怎么联系？' }, { token: author })).toMatchObject({ code: 404, msg: '内容不存在或已删除' });
    expect(await t.call('POST', `${C}/publish`, { contentId: post.id, content: '请问怎么联系？' }, { token: author })).toMatchObject({ code: 404, msg: '内容不存在或已删除' });
    expect((await t.call('GET', `${C}/replies`, { commentId: cm.id })).code).toBe(404);
  });

  it('refuses contact details by the same moderation decision as comments', async () => {
    const token = await tokenOf(customer(12));
    const cm = await comment(token, 'ka_s007');
    t.advance(4_000);
    const asReply = await t.call('POST', `${C}/reply`, { commentId: cm.id, content: CONTACT }, { token });
    expect(asReply).toMatchObject({ code: 400, msg: 'content：回复不能包含联系方式或敏感信息，请修改后再发布' });
    t.advance(4_000);
    const asComment = await t.call('POST', `${C}/publish`, { contentId: 'ka_s007', content: CONTACT }, { token });
    expect(asComment).toMatchObject({ code: 400, msg: 'content：评论不能包含联系方式或敏感信息，请修改后再发布' });
    expect((await commentOf('ka_s007', cm.id))!.replyCount).toBe(0);
  });

  it('shares the comment quota: a reply right after a comment or a reply waits its 3 seconds', async () => {
    const token = await tokenOf(customer(13));
    const cm = await comment(token, 'ka_s008');
    expect(await t.call('POST', `${C}/reply`, { commentId: cm.id, content: '补充一下' }, { token })).toMatchObject({ code: 429, msg: '评论太频繁了，请3秒后再试' });
    t.advance(3_000);
    const r = await t.call('POST', `${C}/reply`, { commentId: cm.id, content: '补充一下' }, { token });
    expect(r.code, r.msg).toBe(200);
    expect(await t.call('POST', `${C}/publish`, { contentId: 'ka_s008', content: '再说一句' }, { token })).toMatchObject({ code: 429 });
    expect((await commentOf('ka_s008', cm.id))!.replyCount).toBe(1);
  });
});

describe('notices', () => {
  it('tells the comment’s author and the replied-to reply’s author, once each, never the one replying', async () => {
    const id = 'ka_s009';
    const [a, b, c] = await Promise.all([14, 15, 16].map((i) => tokenOf(customer(i))));
    const cm = await comment(a, id);
    const r1 = await reply(b, cm.id);
    const [n1] = await noticesOfKind(t, a, 'known.reply');
    expect(n1).toMatchObject({ category: 'interact', title: `${r1.author.name}回复了你的评论`, link: `/known/detail/article?id=${id}` });
    expect(n1.body).toContain(r1.content);
    expect(await noticesOfKind(t, b, 'known.reply')).toEqual([]);

    // C answers B's reply: B hears 回复了你, A (the comment's author) hears of it too.
    const r2 = await reply(c, r1.id);
    expect(await noticesOfKind(t, b, 'known.reply')).toMatchObject([{ title: `${r2.author.name}回复了你` }]);
    expect(await noticesOfKind(t, a, 'known.reply')).toHaveLength(2);
    expect(await noticesOfKind(t, c, 'known.reply')).toEqual([]);

    // Replying under one's own comment, or to one's own reply, tells oneself nothing.
    await reply(a, cm.id);
    await reply(b, r1.id);
    expect(await noticesOfKind(t, a, 'known.reply')).toHaveLength(3);
    expect(await noticesOfKind(t, b, 'known.reply')).toHaveLength(1);
  });
});

describe('counts under concurrency', () => {
  const users = [...Array.from({ length: 40 }, (_, i) => customer(i + 1)), ...Array.from({ length: 10 }, (_, i) => `u_planner_${String(i + 20).padStart(2, '0')}`)];

  it('counts 50 simultaneous replies, then 25 deletes beside 25 new replies, exactly', async () => {
    const id = 'ka_s010';
    const tokens = await Promise.all(users.map((u) => tokenOf(u)));
    const base = await remarkCount(id);
    const cm = await comment(tokens[0], id);
    t.advance(4_000);
    const first = await Promise.all(tokens.map((token, i) => t.call('POST', `${C}/reply`, { commentId: cm.id, content: `第${i + 1}条回复` }, { token })));
    expect(first.map((r) => r.code)).toEqual(users.map(() => 200));
    expect(await storedCounts(id, cm.id)).toEqual({ remark: base + 51, replies: 50 });
    expect(await liveReplies(cm.id)).toBe(50);

    t.advance(4_000);
    const mixed = await Promise.all([
      ...first.slice(0, 25).map((r, i) => t.call('POST', `${C}/delete`, { id: r.data.id }, { token: tokens[i] })),
      ...tokens.slice(25).map((token, i) => t.call('POST', `${C}/reply`, { commentId: first[25 + i].data.id, content: `回复第${26 + i}条` }, { token })),
    ]);
    expect(mixed.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual([]);
    expect(await storedCounts(id, cm.id)).toEqual({ remark: base + 51, replies: 50 });
    expect(await liveReplies(cm.id)).toBe(50);
    expect(await recount(id)).toBe(base + 51);
    expect((await ok<{ totalCount: number }>('GET', `${C}/replies`, { commentId: cm.id })).totalCount).toBe(50);
  }, 120_000);

  it('deleting a comment while 20 replies arrive leaves the count where it was before the comment', async () => {
    const id = 'ka_s011';
    const tokens = await Promise.all(users.slice(0, 21).map((u) => tokenOf(u)));
    const base = await remarkCount(id);
    const cm = await comment(tokens[0], id);
    t.advance(4_000);
    const res = await Promise.all([
      ...tokens.slice(1).map((token, i) => t.call('POST', `${C}/reply`, { commentId: cm.id, content: `抢在删除前${i}` }, { token })),
      t.call('POST', `${C}/delete`, { id: cm.id }, { token: tokens[0] }),
    ]);
    // Each reply either made it before the delete (and left with the comment) or found the comment gone.
    expect(res.every((r) => r.code === 200 || (r.code === 404 && r.msg === '评论不存在或已删除'))).toBe(true);
    expect(res.at(-1)!.code).toBe(200);
    expect(await remarkCount(id)).toBe(base);
    expect(await recount(id)).toBe(base);
    const [row] = await t.deps.db.select({ n: knownComments.replyCount }).from(knownComments).where(eq(knownComments.id, cm.id));
    expect(row.n).toBe(await liveReplies(cm.id));
  }, 60_000);
});
