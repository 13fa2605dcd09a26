import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@/server/modules/auth/session';
import { createTestContext, type TestContext } from './helpers';
import { noticesOf, noticesOfKind, oneNotice } from './noticeFixtures';

// 必懂 notices (issue 27 §2): the author hears of the review of a post (系统通知); the person someone else's answer,
// comment, invitation or follow lands on hears of it (互动消息). Once per event; never of one's own action.

let t: TestContext;
const OP = 'op-token-for-known-notice-tests-01';
const A = '/api/known/v1';
const TOPIC = 'kt_01_01';
const CONTACT = '<p>有懂的加我微信 abc12345 细聊</p>';
let seq = 0;

async function tokenOf(userId: string, userType = 'ORDINARY_USER') {
  return (await createSession(t.deps.db, { userId, userType }, t.deps.now(), 3600)).token;
}
const customer = (i: number) => `u_kc_${String(i).padStart(2, '0')}`;
const unique = () => `${Date.now().toString(36)}${++seq}`;
const op = { headers: { 'x-operator-token': OP } };

/** Posts as the token's user (moving the clock past the posting interval first) and expects the given status. */
async function post(token: string, form: Record<string, string | number>, status: 0 | 1) {
  t.advance(10_000);
  const r = await t.call('POST', `${A}/add`, form, { token });
  expect(r.code, r.msg).toBe(200);
  expect(r.data.status).toBe(status);
  return r.data.id as string;
}
const ask = (token: string, content = '') => post(token, { type: 1, title: `公司注销要多久${unique()}？`, content, topicIds: TOPIC }, content ? 0 : 1);
const answer = (token: string, questionId: string, content = '<p>一般一到两个月，先做清算再注销。</p>', status: 0 | 1 = 1) =>
  post(token, { type: 3, sourceId: questionId, content }, status);
const article = (token: string, content = '<p>记账报税的几个要点。</p>') =>
  post(token, { type: 2, title: `记账指南${unique()}`, content, topicIds: TOPIC }, content === CONTACT ? 0 : 1);

/** The community's notices of a user (other modules' seeds may notify the same seeded people of other things). */
const knownOf = async (token: string) => (await noticesOf(t, token)).filter((n) => n.kind.startsWith('known.'));
const interact = async (token: string) => (await noticesOf(t, token, 'interact')).filter((n) => n.kind.startsWith('known.'));

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OP;
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('moderation', () => {
  it('tells the author a post is held, then approved with a link to it', async () => {
    const author = await tokenOf(customer(1));
    const other = await tokenOf(customer(2));
    const id = await ask(author, CONTACT);
    const held = await oneNotice(t, author, 'known.held');
    expect(held).toMatchObject({ category: 'system', title: '内容审核中', link: '/known/createCenter?active=2', read: false });
    expect(held.body).toContain('问题「公司注销要多久');
    expect((await t.call('POST', `${A}/review`, { id, decision: 'approve' }, op)).data.status).toBe(1);
    // A second decision changes nothing and tells nobody again.
    expect((await t.call('POST', `${A}/review`, { id, decision: 'approve' }, op)).code).toBe(400);
    const approved = await oneNotice(t, author, 'known.approved');
    expect(approved).toMatchObject({ category: 'system', title: '内容审核通过', link: `/known/detail/question?id=${id}` });
    expect((await t.call('GET', `${A}/detail`, { id }, { token: author })).data.status).toBe(1);
    expect(await knownOf(other)).toEqual([]);
  });

  it('tells the author of a rejection with the reason', async () => {
    const author = await tokenOf(customer(3));
    const id = await article(author, CONTACT);
    await oneNotice(t, author, 'known.held');
    const reason = '文章含有站外联系方式';
    expect((await t.call('POST', `${A}/review`, { id, decision: 'reject', reason }, op)).data.status).toBe(2);
    const rejected = await oneNotice(t, author, 'known.rejected');
    expect(rejected).toMatchObject({ category: 'system', title: '内容审核未通过', link: '/known/createCenter?active=3' });
    expect(rejected.body).toContain(reason);
    expect(await noticesOfKind(t, author, 'known.approved')).toEqual([]);
    // The link opens the author's 未通过 tab, which lists the post with its reason.
    const tab = (await t.call('GET', `${A}/creator/contents`, { tab: 'rejected' }, { token: author })).data;
    expect(tab.records.find((r: { id: string }) => r.id === id)).toMatchObject({ reviewReason: reason });
  });

  it('holds an edit again (one notice), and a published post tells nothing', async () => {
    const author = await tokenOf(customer(4));
    const id = await article(author);
    expect(await knownOf(author)).toEqual([]);
    t.advance(10_000);
    const edit = await t.call('POST', `${A}/update`, { id, title: `记账指南${unique()}`, content: CONTACT, topicIds: TOPIC }, { token: author });
    expect(edit.data.status).toBe(0);
    const held = await oneNotice(t, author, 'known.held');
    expect(held.body).toContain('文章「记账指南');
  });
});

describe('answers', () => {
  it('tells the asker of a new answer, not the answerer; answering one’s own question tells nobody', async () => {
    const asker = await tokenOf(customer(5));
    const planner = await tokenOf('u_planner_05', 'MERCHANT_USER');
    const q = await ask(asker);
    const a = await answer(planner, q);
    const n = await oneNotice(t, asker, 'known.answer');
    expect(n).toMatchObject({ category: 'interact', link: `/known/detail/answer?id=${a}` });
    expect(n.title).toMatch(/回答了你的问题$/);
    expect(n.title.length).toBeLessThanOrEqual(40);
    expect(n.body).toContain('一般一到两个月');
    expect((await t.call('GET', `${A}/detail`, { id: a }, { token: asker })).code).toBe(200);
    expect(await knownOf(planner)).toEqual([]);
    await answer(asker, q, '<p>我自己补充一下：要先登报。</p>');
    expect(await noticesOfKind(t, asker, 'known.answer')).toHaveLength(1);
  });

  it('tells the asker of a held answer only once it is approved', async () => {
    const asker = await tokenOf(customer(6));
    const answerer = await tokenOf(customer(7));
    const q = await ask(asker);
    const a = await answer(answerer, q, CONTACT, 0);
    await oneNotice(t, answerer, 'known.held');
    expect(await interact(asker)).toEqual([]);
    await t.call('POST', `${A}/review`, { id: a, decision: 'approve' }, op);
    expect((await oneNotice(t, asker, 'known.answer')).link).toBe(`/known/detail/answer?id=${a}`);
    expect((await oneNotice(t, answerer, 'known.approved')).link).toBe(`/known/detail/answer?id=${a}`);
    expect(await interact(answerer)).toEqual([]);
  });

  it('tells the asker when an edit publishes a held answer, and not again on a later edit', async () => {
    const asker = await tokenOf(customer(8));
    const answerer = await tokenOf(customer(9));
    const q = await ask(asker);
    const a = await answer(answerer, q, CONTACT, 0);
    expect(await interact(asker)).toEqual([]);
    t.advance(10_000);
    expect((await t.call('POST', `${A}/update`, { id: a, content: '<p>找代理机构办，一个月左右。</p>' }, { token: answerer })).data.status).toBe(1);
    await oneNotice(t, asker, 'known.answer');
    t.advance(10_000);
    expect((await t.call('POST', `${A}/update`, { id: a, content: '<p>找代理机构办，大约一个月。</p>' }, { token: answerer })).data.status).toBe(1);
    await oneNotice(t, asker, 'known.answer');
  });
});

describe('comments', () => {
  it('tells the author of a comment on their content; one’s own comment tells nobody', async () => {
    const author = await tokenOf(customer(10));
    const reader = await tokenOf(customer(11));
    const id = await article(author);
    const c = await t.call('POST', '/api/known/comments/v1/publish', { contentId: id, content: '讲得很清楚，<b>收藏了</b>' }, { token: reader });
    expect(c.code, c.msg).toBe(200);
    const n = await oneNotice(t, author, 'known.comment');
    expect(n).toMatchObject({ category: 'interact', link: `/known/detail/article?id=${id}` });
    expect(n.title).toMatch(/评论了你的文章$/);
    expect(n.body).toContain('讲得很清楚');
    expect(n.body).not.toContain('<');
    expect(await knownOf(reader)).toEqual([]);
    t.advance(10_000);
    expect((await t.call('POST', '/api/known/comments/v1/publish', { contentId: id, content: '谢谢大家' }, { token: author })).code).toBe(200);
    expect(await noticesOfKind(t, author, 'known.comment')).toHaveLength(1);
  });

  it('tells the author of an answer of a comment on it, linking to the answer', async () => {
    const asker = await tokenOf(customer(12));
    const answerer = await tokenOf(customer(13));
    const q = await ask(asker);
    const a = await answer(answerer, q);
    expect((await t.call('POST', '/api/known/comments/v1/publish', { contentId: a, content: '有道理' }, { token: asker })).code).toBe(200);
    const n = await oneNotice(t, answerer, 'known.comment');
    expect(n).toMatchObject({ link: `/known/detail/answer?id=${a}` });
    expect(n.title).toMatch(/评论了你的回答$/);
    expect(await noticesOfKind(t, asker, 'known.comment')).toEqual([]);
  });
});

describe('invitations and follows', () => {
  it('tells an invitee once, however many identical invitations arrive at once', async () => {
    const asker = await tokenOf(customer(14));
    const inviter = await tokenOf(customer(15));
    const invitee = 'u_planner_06';
    const inviteeToken = await tokenOf(invitee, 'MERCHANT_USER');
    const q = await ask(asker);
    const res = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', `${A}/invite`, { questionId: q, userIds: invitee }, { token: inviter })));
    expect(res.every((r) => r.code === 200)).toBe(true);
    // The asker inviting the same person again is a repeat of the invitation: nothing new.
    expect((await t.call('POST', `${A}/invite`, { questionId: q, userIds: invitee }, { token: asker })).code).toBe(200);
    const n = await oneNotice(t, inviteeToken, 'known.invited');
    expect(n).toMatchObject({ category: 'interact', link: `/known/detail/question?id=${q}` });
    expect(n.title).toMatch(/邀请你回答问题$/);
    expect(n.body).toContain('公司注销要多久');
    expect((await t.call('GET', `${A}/detail`, { id: q }, { token: inviteeToken })).code).toBe(200);
    expect(await knownOf(inviter)).toEqual([]);
    expect(await knownOf(asker)).toEqual([]);
  });

  it('never tells anyone of inviting oneself or the asker', async () => {
    const asker = await tokenOf(customer(16));
    const other = await tokenOf(customer(17));
    const q = await ask(asker);
    expect((await t.call('POST', `${A}/invite`, { questionId: q, userIds: customer(16) }, { token: asker })).code).toBe(400);
    expect((await t.call('POST', `${A}/invite`, { questionId: q, userIds: customer(16) }, { token: other })).code).toBe(400);
    expect((await t.call('POST', `${A}/invite`, { questionId: q, userIds: customer(17) }, { token: other })).code).toBe(400);
    expect(await knownOf(asker)).toEqual([]);
    expect(await knownOf(other)).toEqual([]);
  });

  it('tells a user of a new follower once, even after unfollowing and following again', async () => {
    const fan = await tokenOf(customer(18));
    const star = await tokenOf(customer(19));
    for (const follow of [1, 0, 1, 1]) expect((await t.call('POST', `${A}/follow`, { userId: customer(19), follow }, { token: fan })).code).toBe(200);
    const n = await oneNotice(t, star, 'known.follow');
    expect(n).toMatchObject({ category: 'interact', link: `/known/home?homeUserId=${customer(18)}&type=1` });
    expect(n.title).toMatch(/关注了你$/);
    expect(await knownOf(fan)).toEqual([]);
  });
});

describe('what a notice holds', () => {
  it('keeps titles and bodies within their limits: a plain-text excerpt of the user content', async () => {
    const author = await tokenOf(customer(20));
    const reader = await tokenOf(customer(21));
    const id = await article(author);
    t.advance(10_000);
    await t.call('POST', '/api/known/comments/v1/publish', { contentId: id, content: '长'.repeat(100) }, { token: reader });
    const n = await oneNotice(t, author, 'known.comment');
    expect(n.title.length).toBeLessThanOrEqual(40);
    expect(n.body.length).toBeLessThanOrEqual(200);
    expect(n.body).toContain('长'.repeat(100));
    const q = await ask(author);
    await answer(reader, q, `<p><strong>第一步</strong>：${'先清算债权债务，'.repeat(40)}</p><p>第二步：注销。</p>`);
    const a = await oneNotice(t, author, 'known.answer');
    expect(a.body.length).toBeLessThanOrEqual(200);
    expect(a.body).toMatch(/^「公司注销要多久.*」：第一步：先清算债权债务，.*…$/);
    expect(a.body).not.toMatch(/[<>]/);
  });
});
