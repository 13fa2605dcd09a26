import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { knownContents } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/db/errors';
import { MIGRATIONS_DIR } from '@/server/db/client';
import { createSession } from '@/server/modules/auth/session';
import { createTestContext, type TestContext } from './helpers';

// 必懂 answers: one per person and question (issue 28), and the answer drafts the creator centre lists.

let t: TestContext;
const A = '/api/known/v1';
const SECOND = '你已经回答过这个问题了，可以编辑你的回答';
let seq = 0;

async function tokenOf(userId: string, userType = 'ORDINARY_USER') {
  return (await createSession(t.deps.db, { userId, userType }, t.deps.now(), 3600)).token;
}
const customer = (i: number) => `u_kc_${String(i).padStart(2, '0')}`;
const unique = () => `${Date.now().toString(36)}${++seq}`;

/** A new published question of the asker (the clock moved past the posting interval first). */
async function ask(token: string) {
  t.advance(10_000);
  const q = await t.call('POST', `${A}/add`, { type: 1, title: `公司注销要多久${unique()}？`, topicIds: 'kt_01_01' }, { token });
  expect(q.code, q.msg).toBe(200);
  return q.data.id as string;
}
const answer = (token: string, questionId: string, content = `<p>先清算再注销，一般一到两个月。${unique()}</p>`) =>
  t.call('POST', `${A}/add`, { type: 3, sourceId: questionId, content }, { token });
const liveAnswers = (questionId: string, authorId: string) =>
  t.deps.db
    .select({ id: knownContents.id })
    .from(knownContents)
    .where(and(eq(knownContents.sourceId, questionId), eq(knownContents.authorId, authorId), sql`${knownContents.deletedAt} is null`));

beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

describe('one answer per person', () => {
  it('refuses a second answer to the same question with 409 naming the first; the question says 编辑我的回答', async () => {
    const asker = await tokenOf(customer(20));
    const me = await tokenOf(customer(21));
    const q = await ask(asker);
    const first = await answer(me, q);
    expect(first.code, first.msg).toBe(200);
    t.advance(10_000);
    const second = await answer(me, q, '<p>再补充一个完全不同的回答。</p>');
    expect(second).toMatchObject({ code: 409, msg: `sourceId：${SECOND}`, data: { answerId: first.data.id } });
    expect(await liveAnswers(q, customer(21))).toEqual([{ id: first.data.id }]);
    expect((await t.call('GET', `${A}/detail`, { id: q })).data.answerCount).toBe(1);
    // The question (and any answer to it) tells the viewer which answer is theirs; nobody else's.
    expect((await t.call('GET', `${A}/detail`, { id: q }, { token: me })).data.myAnswerId).toBe(first.data.id);
    expect((await t.call('GET', `${A}/detail`, { id: first.data.id }, { token: me })).data.myAnswerId).toBe(first.data.id);
    expect((await t.call('GET', `${A}/detail`, { id: q }, { token: asker })).data.myAnswerId).toBeNull();
    expect((await t.call('GET', `${A}/detail`, { id: q })).data.myAnswerId).toBeNull();
    // Editing the answer is how to change it.
    t.advance(10_000);
    expect((await t.call('POST', `${A}/update`, { id: first.data.id, content: '<p>改过的回答：先清算，再注销。</p>' }, { token: me })).code).toBe(200);
    // Deleted, the person may answer again.
    expect((await t.call('POST', `${A}/delete`, { id: first.data.id }, { token: me })).data.ok).toBe(true);
    expect((await t.call('GET', `${A}/detail`, { id: q }, { token: me })).data.myAnswerId).toBeNull();
    t.advance(10_000);
    const again = await answer(me, q);
    expect(again.code, again.msg).toBe(200);
    expect((await t.call('GET', `${A}/detail`, { id: q }, { token: me })).data.myAnswerId).toBe(again.data.id);
  });

  it('of 50 answers one person submits at once, exactly one is written; the others are refused alike', async () => {
    const asker = await tokenOf(customer(22));
    const me = await tokenOf(customer(23));
    const q = await ask(asker);
    t.advance(10_000);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => answer(me, q, `<p>第${i}种回答：材料齐全的话一到两个月。</p>`)));
    const won = res.filter((r) => r.code === 200);
    expect(won).toHaveLength(1);
    const refused = res.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r).toMatchObject({ code: 409, msg: `sourceId：${SECOND}`, data: { answerId: won[0].data.id } });
    expect(await liveAnswers(q, customer(23))).toEqual([{ id: won[0].data.id }]);
    expect((await t.call('GET', `${A}/detail`, { id: q })).data.answerCount).toBe(1);
  }, 120_000);

  it('is held by the database: a second live answer row of one author and question is a unique violation', async () => {
    const asker = await tokenOf(customer(24));
    const me = await tokenOf(customer(25));
    const q = await ask(asker);
    const first = await answer(me, q);
    expect(first.code, first.msg).toBe(200);
    const row = { type: 3, sourceId: q, answerOf: q, authorId: customer(25), title: 'x', contentText: 'y' };
    const err = await t.deps.db
      .insert(knownContents)
      .values({ id: `kr_t_${unique()}`, ...row })
      .then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
  });

  it("the migration keeps each person's oldest answer as the one of record when older data holds several", async () => {
    const asker = await tokenOf(customer(26));
    const q = await ask(asker);
    const author = customer(27);
    const at = (m: number) => new Date(t.deps.now().getTime() - m * 60_000);
    // As the table held them before the rule: two live answers of one person, no answer_of.
    const rows = [
      { id: `kr_t_new_${unique()}`, createdAt: at(1) },
      { id: `kr_t_old_${unique()}`, createdAt: at(5) },
    ];
    for (const r of rows) await t.deps.db.insert(knownContents).values({ ...r, type: 3, sourceId: q, authorId: author, title: 'x', contentText: 'y', updatedAt: r.createdAt });
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0033_search_simplified_one_answer.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "known_contents" SET "answer_of"'))!;
    await t.deps.db.execute(sql.raw(backfill));
    const kept = await t.deps.db
      .select({ id: knownContents.id, answerOf: knownContents.answerOf })
      .from(knownContents)
      .where(and(eq(knownContents.authorId, author), eq(knownContents.sourceId, q)));
    expect(kept.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: rows[0].id, answerOf: null },
      { id: rows[1].id, answerOf: q },
    ]);
    // The person's answer is the oldest; a new one is still refused.
    expect((await t.call('GET', `${A}/detail`, { id: q }, { token: await tokenOf(author) })).data.myAnswerId).toBe(rows[1].id);
    expect((await answer(await tokenOf(author), q)).code).toBe(409);
  });
});

describe('answer drafts (创作中心)', () => {
  it('lists new answers and edits of one’s answers, newest first, with the question; not what no longer applies', async () => {
    const asker = await tokenOf(customer(28));
    const me = await tokenOf(customer(29));
    const [open, answeredLater, gone] = [await ask(asker), await ask(asker), await ask(asker)];
    const mine = await answer(me, await ask(asker));
    expect(mine.code, mine.msg).toBe(200);
    const theirs = await answer(asker, await ask(await tokenOf(customer(30))));
    expect(theirs.code, theirs.msg).toBe(200);
    const save = async (target: string, content: string) => {
      t.advance(1_000);
      const r = await t.call('POST', `${A}/draft/save`, { target, content, seq: 0 }, { token: me });
      expect(r.code, `${target}: ${r.msg}`).toBe(200);
    };
    await save(`answer:${gone}`, '<p>问题删了</p>');
    await save(`answer:${answeredLater}`, '<p>后来回答了</p>');
    await save(`edit:${theirs.data.id}`, '<p>别人的回答</p>');
    await save('question', '<p>问题草稿</p>');
    await save(`answer:${open}`, '<p>新回答的草稿</p>');
    await save(`edit:${mine.data.id}`, '<p>修改中的回答</p>');
    expect((await t.call('POST', `${A}/delete`, { id: gone }, { token: asker })).code).toBe(200);
    t.advance(10_000);
    expect((await answer(me, answeredLater)).code).toBe(200);

    const list = await t.call('GET', `${A}/drafts/answers`, {}, { token: me });
    expect(list.code, list.msg).toBe(200);
    const titleOf = async (id: string) => (await t.call('GET', `${A}/detail`, { id })).data.title as string;
    expect(list.data.records).toEqual([
      { target: `edit:${mine.data.id}`, questionId: (await t.call('GET', `${A}/detail`, { id: mine.data.id })).data.question.id, questionTitle: expect.any(String), answerId: mine.data.id, content: '<p>修改中的回答</p>', updatedAt: expect.any(String) },
      { target: `answer:${open}`, questionId: open, questionTitle: await titleOf(open), answerId: null, content: '<p>新回答的草稿</p>', updatedAt: expect.any(String) },
    ]);
    expect(list.data.records[0].questionTitle).toBe(await titleOf(list.data.records[0].questionId));
    expect(Date.parse(list.data.records[0].updatedAt)).toBeGreaterThan(Date.parse(list.data.records[1].updatedAt));
    // Only one's own; a visitor is asked to log in.
    expect((await t.call('GET', `${A}/drafts/answers`, {}, { token: asker })).data.records).toEqual([]);
    expect((await t.call('GET', `${A}/drafts/answers`)).code).toBe(5223);
  });
});
