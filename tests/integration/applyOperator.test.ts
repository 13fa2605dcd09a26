import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, randomIp, type TestContext } from './helpers';

// The platform operator on 加入我们 and 我要合作 (server/modules/apply): the lists (open first, oldest first), each
// status change one conditional UPDATE along the allowed steps (409 otherwise, 404 unknown), the note shown to the
// applicant on their own list, and of 50 changes racing on one record only one landing.

const OPERATOR_TOKEN = 'test-operator-token-applyops-0123456789';
const op = { 'x-operator-token': OPERATOR_TOKEN };
const prevToken = process.env.OPERATOR_TOKEN;

let t: TestContext;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

const JOB = '/api/apply/v1/job';
const CO = '/api/apply/v1/cooperation';
const OP_JOB = '/api/apply/v1/operator/job';
const OP_CO = '/api/apply/v1/operator/cooperation';
const JOB_IDS = ['job_planner_cd', 'job_tax_advisor', 'job_frontend'];

type Account = { token: string; userId: string; phone: string };
async function account(): Promise<Account> {
  const phone = t.phone();
  const a = await t.loginSms(phone, { ip: randomIp() });
  return { token: a.token, userId: a.userId, phone };
}

/** A new account's application to JOB_IDS[i] (three a day per account). */
async function application(a: Account, i = 0) {
  const res = await t.call('POST', `${JOB}/apply`, { jobId: JOB_IDS[i], name: '王小川', phone: a.phone, note: '五年 React 开发经验，做过电商下单流程。' }, { token: a.token });
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; status: string };
}
async function proposal(a: Account) {
  const body = { company: '蓉城会计学院', contactName: '赵老师', phone: a.phone, kind: 'CHANNEL', description: '希望把学员的创业注册需求介绍到平台。' };
  const res = await t.call('POST', `${CO}/submit`, body, { token: a.token });
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; status: string };
}

const setJob = (id: string, status: string, extra: Record<string, unknown> = {}) => t.call('POST', `${OP_JOB}/update_status`, { id, status, ...extra }, { headers: op });
const setCo = (id: string, status: string, extra: Record<string, unknown> = {}) => t.call('POST', `${OP_CO}/update_status`, { id, status, ...extra }, { headers: op });
const myJobs = async (a: Account) => (await t.call('GET', `${JOB}/mine`, {}, { token: a.token })).data.records;
const myProposals = async (a: Account) => (await t.call('GET', `${CO}/mine`, {}, { token: a.token })).data.records;

describe('only the platform operator', () => {
  it('is let in: no token, a customer or a wrong token get 403 and nothing moves', async () => {
    const a = await account();
    const job = await application(a);
    const co = await proposal(a);
    const wrong = { 'x-operator-token': 'wrong-token-wrong-token-wrong' };
    for (const opts of [{}, { token: a.token }, { headers: wrong }]) {
      expect((await t.call('GET', `${OP_JOB}/list`, {}, opts)).code).toBe(403);
      expect((await t.call('GET', `${OP_CO}/list`, {}, opts)).code).toBe(403);
      expect((await t.call('POST', `${OP_JOB}/update_status`, { id: job.id, status: 'VIEWED' }, opts)).code).toBe(403);
      expect((await t.call('POST', `${OP_CO}/update_status`, { id: co.id, status: 'CONTACTED' }, opts)).code).toBe(403);
    }
    expect((await myJobs(a))[0]).toMatchObject({ status: 'SUBMITTED', statusText: '已投递', statusNote: '' });
    expect((await myProposals(a))[0]).toMatchObject({ status: 'PENDING', statusText: '待联系', statusNote: '' });
  });
});

describe('bad input names the field', () => {
  it('refuses each field of the status changes and the lists', async () => {
    const msg = async (path: string, body: Record<string, unknown>, method = 'POST') => {
      const res = await t.call(method, path, body, { headers: op });
      expect(res.code, res.msg).toBe(400);
      return res.msg;
    };
    const J = `${OP_JOB}/update_status`;
    expect(await msg(J, { status: 'VIEWED' })).toBe('id：不能为空');
    expect(await msg(J, { id: 'ja x', status: 'VIEWED' })).toBe('id：投递ID有误');
    expect(await msg(J, { id: 'ja_1' })).toBe('status：状态有误');
    expect(await msg(J, { id: 'ja_1', status: 'SUBMITTED' })).toBe('status：状态有误');
    expect(await msg(J, { id: 'ja_1', status: 'PENDING' })).toBe('status：状态有误');
    expect(await msg(J, { id: 'ja_1', status: 'VIEWED', from: 'NEW' })).toBe('from：当前状态有误');
    expect(await msg(J, { id: 'ja_1', status: 'VIEWED', note: '说'.repeat(201) })).toBe('note：说明不能超过200个字');
    const C = `${OP_CO}/update_status`;
    expect(await msg(C, { status: 'CLOSED' })).toBe('id：不能为空');
    expect(await msg(C, { id: 'co_1', status: 'PENDING' })).toBe('status：状态有误');
    expect(await msg(C, { id: 'co_1', status: 'VIEWED' })).toBe('status：状态有误');
    expect(await msg(C, { id: 'co_1', status: 'CLOSED', from: 'SUBMITTED' })).toBe('from：当前状态有误');
    expect(await msg(C, { id: 'co_1', status: 'CLOSED', note: '说'.repeat(201) })).toBe('note：说明不能超过200个字');
    expect(await msg(`${OP_JOB}/list`, { status: 'PENDING' }, 'GET')).toBe('status：状态有误');
    expect(await msg(`${OP_JOB}/list`, { limit: 51 }, 'GET')).toBe('limit：每页条数有误');
    expect(await msg(`${OP_CO}/list`, { status: 'VIEWED' }, 'GET')).toBe('status：状态有误');
    expect(await msg(`${OP_CO}/list`, { page: 0 }, 'GET')).toBe('page：页码有误');
  });

  it('answers an unknown id with 404', async () => {
    const job = await setJob('ja_unknown', 'VIEWED');
    expect([job.code, job.msg]).toEqual([404, '投递记录不存在']);
    const co = await setCo('co_unknown', 'CLOSED', { from: 'PENDING' });
    expect([co.code, co.msg]).toEqual([404, '合作意向不存在']);
  });
});

describe('job applications', () => {
  it('move 已投递 → 已查看 → 邀请面试 only, with the note shown to the applicant', async () => {
    const a = await account();
    const app = await application(a);
    t.advance(60_000);
    const viewed = await setJob(app.id, 'VIEWED', { note: '<b>简历</b>已收到，HR 将在三个工作日内联系您 🎉' });
    expect(viewed.code, viewed.msg).toBe(200);
    expect(viewed.data).toMatchObject({ id: app.id, userId: a.userId, status: 'VIEWED', statusText: '已查看', statusNote: '简历已收到，HR 将在三个工作日内联系您' });
    expect(Date.parse(viewed.data.updatedAt) - Date.parse(viewed.data.createdAt)).toBeGreaterThanOrEqual(60_000);
    expect((await myJobs(a))[0]).toMatchObject({ id: app.id, status: 'VIEWED', statusText: '已查看', statusNote: '简历已收到，HR 将在三个工作日内联系您' });
    expect((await t.call('GET', `${JOB}/application`, { jobId: JOB_IDS[0] }, { token: a.token })).data.application).toMatchObject({ status: 'VIEWED' });

    const again = await setJob(app.id, 'VIEWED');
    expect([again.code, again.msg]).toEqual([409, '该投递当前为「已查看」，不能改为「已查看」']);
    const stale = await setJob(app.id, 'INTERVIEW', { from: 'SUBMITTED' });
    expect([stale.code, stale.msg]).toEqual([409, '该投递当前为「已查看」，与您看到的不同，请刷新后再操作']);

    // A new status without a note clears the old one.
    const invited = await setJob(app.id, 'INTERVIEW', { from: 'VIEWED' });
    expect(invited.data).toMatchObject({ status: 'INTERVIEW', statusText: '邀请面试', statusNote: '' });
    for (const to of ['VIEWED', 'INTERVIEW', 'CLOSED']) {
      const res = await setJob(app.id, to);
      expect([res.code, res.msg]).toEqual([409, `该投递当前为「邀请面试」，不能改为「${({ VIEWED: '已查看', INTERVIEW: '邀请面试', CLOSED: '暂不合适' } as Record<string, string>)[to]}」`]);
    }
    expect((await myJobs(a))[0]).toMatchObject({ status: 'INTERVIEW', statusText: '邀请面试', statusNote: '' });
  });

  it('close from 已投递 or 已查看, and stay closed', async () => {
    const a = await account();
    const [one, two] = [await application(a, 0), await application(a, 1)];
    expect((await setJob(one.id, 'CLOSED', { note: '岗位已招满，感谢关注' })).data).toMatchObject({ status: 'CLOSED', statusText: '暂不合适' });
    expect((await setJob(two.id, 'VIEWED')).code).toBe(200);
    expect((await setJob(two.id, 'CLOSED', { from: 'VIEWED' })).code).toBe(200);
    const back = await setJob(one.id, 'VIEWED');
    expect([back.code, back.msg]).toEqual([409, '该投递当前为「暂不合适」，不能改为「已查看」']);
    const mine = await myJobs(a);
    expect(mine.map((r: { id: string; status: string; statusNote: string }) => [r.id, r.status, r.statusNote])).toEqual([
      [two.id, 'CLOSED', ''],
      [one.id, 'CLOSED', '岗位已招满，感谢关注'],
    ]);
  });

  it('are listed open first, oldest first, filtered by status', async () => {
    const a = await account();
    const [x, y] = [await application(a, 0), await application(a, 1)];
    await setJob(x.id, 'CLOSED');
    const all = await t.call('GET', `${OP_JOB}/list`, { limit: 50 }, { headers: op });
    expect(all.code, all.msg).toBe(200);
    const rank = (s: string) => (s === 'SUBMITTED' || s === 'VIEWED' ? 0 : 1);
    const keys = all.data.records.map((r: { status: string; createdAt: string }) => [rank(r.status), r.createdAt]);
    expect(keys).toEqual([...keys].sort((p: [number, string], q: [number, string]) => p[0] - q[0] || p[1].localeCompare(q[1])));
    const closed = await t.call('GET', `${OP_JOB}/list`, { status: 'CLOSED', limit: 50 }, { headers: op });
    expect(closed.data.records.every((r: { status: string }) => r.status === 'CLOSED')).toBe(true);
    expect(closed.data.records.map((r: { id: string }) => r.id)).toContain(x.id);
    const open = await t.call('GET', `${OP_JOB}/list`, { status: 'SUBMITTED', limit: 50 }, { headers: op });
    expect(open.data.records.find((r: { id: string }) => r.id === y.id)).toMatchObject({ userId: a.userId, name: '王小川', statusText: '已投递' });
    expect(open.data.totalCount).toBe(open.data.records.length);
  });
});

describe('cooperation proposals', () => {
  it('move 待联系 → 已联系 → 已结束, or close at once, and the proposer sees it', async () => {
    const a = await account();
    const [p, q] = [await proposal(a), await proposal(a)];
    const contacted = await setCo(p.id, 'CONTACTED', { note: '商务经理张经理已电话联系，约定下周面谈' });
    expect(contacted.data).toMatchObject({ status: 'CONTACTED', statusText: '已联系', statusNote: '商务经理张经理已电话联系，约定下周面谈', userId: a.userId });
    expect((await myProposals(a)).find((r: { id: string }) => r.id === p.id)).toMatchObject({ status: 'CONTACTED', statusNote: '商务经理张经理已电话联系，约定下周面谈' });
    const twice = await setCo(p.id, 'CONTACTED');
    expect([twice.code, twice.msg]).toEqual([409, '该合作意向当前为「已联系」，不能改为「已联系」']);
    expect((await setCo(p.id, 'CLOSED', { note: '已签约' })).data).toMatchObject({ status: 'CLOSED', statusText: '已结束', statusNote: '已签约' });
    expect((await setCo(q.id, 'CLOSED', { from: 'PENDING' })).data).toMatchObject({ status: 'CLOSED', statusNote: '' });
    const reopen = await setCo(q.id, 'CONTACTED');
    expect([reopen.code, reopen.msg]).toEqual([409, '该合作意向当前为「已结束」，不能改为「已联系」']);
    const mine = await myProposals(a);
    expect(mine.map((r: { id: string; statusText: string; statusNote: string }) => [r.id, r.statusText, r.statusNote])).toEqual([
      [q.id, '已结束', ''],
      [p.id, '已结束', '已签约'],
    ]);
    const listed = await t.call('GET', `${OP_CO}/list`, { status: 'CLOSED', limit: 50 }, { headers: op });
    expect(listed.data.records.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([p.id, q.id]));
    const pending = await t.call('GET', `${OP_CO}/list`, { status: 'PENDING' }, { headers: op });
    expect(pending.data.records.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
  });
});

describe('50 changes of one record at once', () => {
  const winners = <R extends { code: number }>(res: R[]) => res.filter((r) => r.code === 200);

  it('to 邀请面试 or 暂不合适: one wins, 49 get 409, the applicant sees the winner', async () => {
    const a = await account();
    const app = await application(a);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => setJob(app.id, i % 2 ? 'INTERVIEW' : 'CLOSED', { note: `第${i}位运营` })));
    expect(winners(res)).toHaveLength(1);
    expect(res.filter((r) => r.code === 409)).toHaveLength(49);
    const win = winners(res)[0].data;
    expect(win.statusNote).toMatch(/^第\d+位运营$/);
    expect((await myJobs(a))[0]).toMatchObject({ status: win.status, statusNote: win.statusNote });
  });

  it('each carrying what the operator saw (from): one of 已查看 / 邀请面试 / 暂不合适 wins', async () => {
    const a = await account();
    const app = await application(a);
    const targets = ['VIEWED', 'INTERVIEW', 'CLOSED'];
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => setJob(app.id, targets[i % 3], { from: 'SUBMITTED' })));
    expect(winners(res)).toHaveLength(1);
    expect(res.filter((r) => r.code === 409)).toHaveLength(49);
    expect((await myJobs(a))[0].status).toBe(winners(res)[0].data.status);
  });

  it('of a proposal (from 待联系, to 已联系 or 已结束): one wins', async () => {
    const a = await account();
    const p = await proposal(a);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => setCo(p.id, i % 2 ? 'CONTACTED' : 'CLOSED', { from: 'PENDING', note: `第${i}位运营` })));
    expect(winners(res)).toHaveLength(1);
    expect(res.filter((r) => r.code === 409)).toHaveLength(49);
    const win = winners(res)[0].data;
    expect((await myProposals(a))[0]).toMatchObject({ status: win.status, statusNote: win.statusNote });
  });

  it('without from, only steps the statuses allow land: at most 已联系 then 已结束', async () => {
    const a = await account();
    const p = await proposal(a);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => setCo(p.id, i % 2 ? 'CONTACTED' : 'CLOSED')));
    const won = winners(res).map((r) => r.data.status as string);
    expect(res.filter((r) => r.code === 409)).toHaveLength(50 - won.length);
    // Either 已结束 at once, or 已联系 once and then 已结束 once; never 已联系 twice.
    expect(won.filter((s) => s === 'CONTACTED').length).toBeLessThanOrEqual(1);
    expect(won.filter((s) => s === 'CLOSED')).toHaveLength(1);
    expect((await myProposals(a))[0].status).toBe('CLOSED');
  });
});
