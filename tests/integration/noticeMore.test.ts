import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, uploads } from '@/server/db/schema';
import { createSession } from '@/server/modules/auth/session';
import { payoutSweepPass } from '@/server/modules/wallet/payoutSettle';
import { sweep } from '@/server/modules/order/sweeper';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { noticesOf, noticesOfKind, oneNotice } from './noticeFixtures';
import { PAY_PWD, bindCard, fund, idemKey, verifiedCustomer } from './walletFixtures';
import { IV, chatWith, moveClockTo, newCustomer, newPlanner, proposal, propose } from './interviewFixtures';

// The notices of the wallet, interviews, applications, 我要吐槽 and leads (issue 27 §2): each event tells its
// recipient once (never the one who acted), however often the action is repeated or raced, with a link of the site
// the recipient can open; a failed withdrawal is texted as well.

const OPERATOR_TOKEN = 'test-operator-token-noticemore-0123456789';
const op = { headers: { 'x-operator-token': OPERATOR_TOKEN } };
const prevToken = process.env.OPERATOR_TOKEN;

let t: TestContext;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

const all = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const codes = (rs: { code: number }[]) => rs.map((r) => r.code).sort((a, b) => a - b);
/** Exactly one 200 among the answers of a race, the rest 409. */
const oneWon = (rs: { code: number; msg: string }[]) => {
  expect(rs.filter((r) => r.code === 200), JSON.stringify(rs.filter((r) => r.code !== 409).map((r) => r.msg))).toHaveLength(1);
  expect(codes(rs).slice(1).every((c) => c === 409)).toBe(true);
};
const plannerToken = async (userId: string) => (await createSession(t.deps.db, { userId, userType: 'MERCHANT_USER' }, t.deps.now(), 30 * 86_400)).token;

describe('wallet', () => {
  async function withdrawal(fundFen: number, amountFen: number) {
    const u = await verifiedCustomer(t);
    const { card } = await bindCard(t, u);
    await fund(t, u.userId, fundFen);
    const r = await t.call('POST', '/api/wallet/v1/withdraw', { amountFen, bankCardId: card.id, payPassword: PAY_PWD, idempotencyKey: idemKey() }, { token: u.token });
    expect(r.code, r.msg).toBe(200);
    t.advance(t.deps.config.payoutDelayMs);
    return { u, id: r.data.id as string };
  }

  it('a paid withdrawal: one 提现到账 notice to its owner, however often the sweeper runs', async () => {
    const { u, id } = await withdrawal(100_000, 12_300);
    await Promise.all([payoutSweepPass(t.deps), payoutSweepPass(t.deps)]);
    await payoutSweepPass(t.deps);
    expect((await t.call('GET', '/api/wallet/v1/withdraw_detail', { id }, { token: u.token })).data.status).toBe('SUCCESS');
    const n = await oneNotice(t, u.token, 'withdraw.paid');
    expect(n).toMatchObject({ category: 'trade', title: '提现¥123.00已到账', link: `/my/wallet/withdraw/detail?id=${id}`, read: false });
    expect(n.body).toContain('中国工商银行');
    expect(await noticesOfKind(t, u.token, 'withdraw.failed')).toEqual([]);
  });

  it('a failed withdrawal: one notice saying the money is back, and one SMS, with the sweeper run twice', async () => {
    const { u, id } = await withdrawal(50_000, 1_044);
    await payoutSweepPass(t.deps);
    await payoutSweepPass(t.deps);
    expect((await t.call('GET', '/api/wallet/v1/withdraw_detail', { id }, { token: u.token })).data.status).toBe('FAILED');
    const n = await oneNotice(t, u.token, 'withdraw.failed');
    expect(n).toMatchObject({ category: 'trade', title: '提现¥10.44未到账', link: `/my/wallet/withdraw/detail?id=${id}` });
    expect(n.body).toContain('款项已退回钱包余额');
    expect(await noticesOfKind(t, u.token, 'withdraw.paid')).toEqual([]);
    // One SMS to the account's phone (the outbox table and the stand-in's jsonl file), with the notice's link.
    const texts = (await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, u.phone))).filter((r) => r.content.includes('提现未能到账'));
    expect(texts).toHaveLength(1);
    expect(texts[0].content).toContain(`/my/wallet/withdraw/detail?id=${id}`);
    const lines = fs
      .readFileSync(path.join(t.deps.config.dataDir, 'sms-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { phone: string; code: string });
    expect(lines.filter((l) => l.phone === u.phone && l.code === '')).toHaveLength(1);
  });

  it('a pay password reset through recovery: one 系统通知 and the SMS as before, of 5 recoveries at once with the code', async () => {
    const phone = t.phone();
    const ip = randomIp();
    const { token } = await t.loginSms(phone, { ip });
    t.advance(61_000);
    expect((await t.call('POST', '/api/wallet/v1/reset_password', { payPassword: PAY_PWD }, { token, ip })).code).toBe(200);
    const sent = await t.call('POST', '/api/user/v1/send_account_sms', { type: 'payPassword' }, { token, ip });
    expect(sent.code, sent.msg).toBe(200);
    const [row] = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
    t.advance(61_000);
    const res = await all(5, () => t.call('POST', '/api/wallet/v1/recover_password', { smsCode: row.code, payPassword: '582047' }, { token, ip }));
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    const n = await oneNotice(t, token, 'wallet.payPasswordReset');
    expect(n).toMatchObject({ category: 'system', title: '钱包支付密码已重置', link: '/my/wallet' });
    expect(n.body).toContain('如非本人操作');
    const resetTexts = (await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).filter((r) => r.content.includes('您的钱包支付密码已于'));
    expect(resetTexts).toHaveLength(1);
  });
});

describe('interviews', () => {
  it('invited → the customer; confirmed → the planner; completed → the customer; never the one who acted', async () => {
    const p = await newPlanner(t, { name: '李规划' });
    const c = await newCustomer(t);
    await chatWith(t, c, p.userId);
    const iv = await propose(t, p, c.userId, { topic: '代账方案沟通' });
    const invited = await oneNotice(t, c.token, 'interview.invited');
    expect(invited).toMatchObject({ category: 'system', title: '李规划邀请您面谈', link: `/my/interviewRecord/detail?id=${iv.id}` });
    expect(invited.body).toContain('代账方案沟通');
    expect(await noticesOfKind(t, p.token, 'interview.invited')).toEqual([]);

    oneWon(await all(20, () => t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token })));
    const confirmed = await oneNotice(t, p.token, 'interview.confirmed');
    expect(confirmed).toMatchObject({ category: 'system', link: '/workbench/interviews?status=1' });
    expect(confirmed.body).toContain('代账方案沟通');
    expect(await noticesOfKind(t, c.token, 'interview.confirmed')).toEqual([]);

    moveClockTo(t, iv, -60 * 60_000);
    oneWon(await all(10, () => t.call('POST', IV.COMPLETE, { id: iv.id }, { token: p.token })));
    const completed = await oneNotice(t, c.token, 'interview.completed');
    expect(completed).toMatchObject({ category: 'system', title: '面谈已完成', link: `/my/interviewRecord/detail?id=${iv.id}` });
    expect(await noticesOfKind(t, p.token, 'interview.completed')).toEqual([]);
    expect(await noticesOfKind(t, c.token, 'interview.cancelled')).toEqual([]);
  });

  it('a confirmed appointment reminds both sides once, within the hour before it; a pending one reminds nobody', async () => {
    const p = await newPlanner(t, { name: '王规划' });
    const c = await newCustomer(t);
    await chatWith(t, c, p.userId);
    const iv = await propose(t, p, c.userId, { topic: '注册地址沟通' });
    await propose(t, p, c.userId, { topic: '未确认的面谈' });
    expect((await t.call('POST', IV.CONFIRM, { id: iv.id }, { token: c.token })).code).toBe(200);
    await sweep(t.deps);
    expect(await noticesOfKind(t, c.token, 'interview.reminder')).toEqual([]);

    // 50 minutes before the confirmed one (the pending one starts a minute after it)
    moveClockTo(t, iv, 50 * 60_000);
    await Promise.all([sweep(t.deps), sweep(t.deps)]);
    await sweep(t.deps);
    const toCustomer = await oneNotice(t, c.token, 'interview.reminder');
    expect(toCustomer).toMatchObject({ category: 'system', title: '面谈将在1小时内开始', link: `/my/interviewRecord/detail?id=${iv.id}` });
    expect(toCustomer.body).toContain('王规划');
    expect(toCustomer.body).toContain('注册地址沟通');
    const toPlanner = await oneNotice(t, p.token, 'interview.reminder');
    expect(toPlanner.link).toBe('/workbench/interviews?status=1');
    expect([toCustomer, toPlanner].some((n) => n.body.includes('未确认的面谈'))).toBe(false);
  });

  it('the same meeting proposed twice at once is one invitation', async () => {
    const p = await newPlanner(t);
    const c = await newCustomer(t);
    await chatWith(t, c, p.userId);
    const body = proposal(t, c.userId);
    const res = await all(5, () => t.call('POST', IV.START, body, { token: p.token }));
    expect(codes(res)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(res.map((r) => r.data.id)).size).toBe(1);
    expect((await noticesOfKind(t, c.token, 'interview.invited')).length).toBe(1);
  });

  it('a cancel tells the other side: the planner’s the customer, the customer’s the planner', async () => {
    const p = await newPlanner(t, { name: '王规划' });
    const c = await newCustomer(t);
    await chatWith(t, c, p.userId);
    const a = await propose(t, p, c.userId, { topic: '股权变更咨询' });
    oneWon(await all(10, () => t.call('POST', IV.P_CANCEL, { id: a.id, reason: '临时出差' }, { token: p.token })));
    const toCustomer = await oneNotice(t, c.token, 'interview.cancelled');
    expect(toCustomer).toMatchObject({ category: 'system', title: '面谈已取消', link: `/my/interviewRecord/detail?id=${a.id}` });
    expect(toCustomer.body).toContain('王规划');
    expect(toCustomer.body).toContain('临时出差');
    expect(await noticesOfKind(t, p.token, 'interview.cancelled')).toEqual([]);

    const b = await propose(t, p, c.userId, { topic: '税务筹划' });
    oneWon(await all(10, () => t.call('POST', IV.CANCEL, { id: b.id, reason: '时间冲突' }, { token: c.token })));
    const toPlanner = await oneNotice(t, p.token, 'interview.cancelled');
    expect(toPlanner).toMatchObject({ category: 'system', link: '/workbench/interviews?status=3' });
    expect(toPlanner.body).toContain('时间冲突');
    expect((await noticesOfKind(t, c.token, 'interview.cancelled')).map((n) => n.link)).toEqual([`/my/interviewRecord/detail?id=${a.id}`]);
  });
});

type Account = { token: string; userId: string; phone: string };
async function account(): Promise<Account> {
  const phone = t.phone();
  const a = await t.loginSms(phone, { ip: randomIp() });
  return { token: a.token, userId: a.userId, phone };
}

describe('applications the operator decides', () => {
  let upSeq = 0;
  async function uploadRow(userId: string) {
    const id = `up_noticemore${String(++upSeq).padStart(6, '0')}x`;
    await t.deps.db.insert(uploads).values({ id, userId, storageKey: `u/2024/01/${id}.png`, mime: 'image/png', size: 68, sha256: 'x'.repeat(64), purpose: 'other' });
    return `/api/upload/v1/file/u/2024/01/${id}.png`;
  }
  async function merchantApplication(a: Account) {
    const categories = (await t.call('GET', '/api/commodity/v2/get_filter_code')).data.categories as { code: string }[];
    const body = {
      subjectType: 'COMPANY',
      name: '成都明远财税咨询有限公司',
      contactName: '李明',
      contactPhone: a.phone,
      cityCode: '510100',
      categoryCodes: categories.slice(0, 2).map((c) => c.code).join(','),
      licenceImage: await uploadRow(a.userId),
      intro: '专注小微企业代理记账与税务申报八年。',
    };
    const r = await t.call('POST', '/api/apply/v1/merchant/submit', body, { token: a.token });
    expect(r.code, r.msg).toBe(200);
    return r.data.id as string;
  }
  const decide = (id: string, action: string, reason = '') => t.call('POST', '/api/apply/v1/operator/merchant/decide', { id, action, reason }, op);

  it('商户入驻: the applicant hears the decision once, with the reason of a refusal; then of the approval', async () => {
    const a = await account();
    const first = await merchantApplication(a);
    oneWon(await all(20, (i) => (i % 2 ? decide(first, 'approve') : decide(first, 'reject', '营业执照照片模糊'))));
    const decided = (await t.call('GET', '/api/apply/v1/merchant/mine', {}, { token: a.token })).data.current;
    const n = await oneNotice(t, a.token, 'apply.merchantDecided');
    expect(n).toMatchObject({ category: 'system', link: '/my/merchantsJoin' });
    if (decided.status === 'REJECTED') {
      expect(n.title).toBe('商户入驻申请未通过');
      expect(n.body).toContain('营业执照照片模糊');
      const again = await merchantApplication(a);
      expect((await decide(again, 'approve')).code).toBe(200);
      const both = await noticesOfKind(t, a.token, 'apply.merchantDecided');
      expect(both.map((x) => x.title).sort()).toEqual(['商户入驻申请已通过', '商户入驻申请未通过'].sort());
    } else {
      expect(n.title).toBe('商户入驻申请已通过');
    }
  });

  it('加入我们 and 我要合作: a decision is a notice once (已查看 is none); a repeat is 409 and no second one', async () => {
    const a = await account();
    const job = await t.call(
      'POST',
      '/api/apply/v1/job/apply',
      { jobId: 'job_planner_cd', name: '王小川', phone: a.phone, note: '五年 React 开发经验，做过电商下单流程。' },
      { token: a.token },
    );
    expect(job.code, job.msg).toBe(200);
    const setJob = (status: string) => t.call('POST', '/api/apply/v1/operator/job/update_status', { id: job.data.id, status, note: '请于周五前确认面试时间' }, op);
    expect((await setJob('VIEWED')).code).toBe(200);
    expect(await noticesOfKind(t, a.token, 'apply.jobDecided')).toEqual([]);
    oneWon(await all(10, () => setJob('INTERVIEW')));
    const jn = await oneNotice(t, a.token, 'apply.jobDecided');
    expect(jn).toMatchObject({ category: 'system', link: '/my/joinUs' });
    expect(jn.title).toContain('邀请您面试');
    expect(jn.body).toContain('请于周五前确认面试时间');

    const co = await t.call(
      'POST',
      '/api/apply/v1/cooperation/submit',
      { company: '蓉城会计学院', contactName: '赵老师', phone: a.phone, kind: 'CHANNEL', description: '希望把学员的创业注册需求介绍到平台。' },
      { token: a.token },
    );
    expect(co.code, co.msg).toBe(200);
    const setCo = (status: string) => t.call('POST', '/api/apply/v1/operator/cooperation/update_status', { id: co.data.id, status }, op);
    oneWon(await all(10, () => setCo('CONTACTED')));
    oneWon(await all(10, () => setCo('CLOSED')));
    const cn = await noticesOfKind(t, a.token, 'apply.cooperationDecided');
    expect(cn.map((n) => n.title).sort()).toEqual(['合作意向已结束', '合作意向已联系'].sort());
    expect(cn.every((n) => n.link === '/my/cooperation' && n.category === 'system')).toBe(true);
  });
});

describe('我要吐槽', () => {
  it('the operator’s reply tells the customer once, linking to the feedback, even with 20 replies at once', async () => {
    const c = await account();
    const other = await account();
    const fb = await t.call('POST', '/api/complain/v1/add', { typeCode: 'FED_FUNCTION', content: '下单后找不到合同入口，希望在订单详情里加上' }, { token: c.token });
    expect(fb.code, fb.msg).toBe(200);
    oneWon(await all(20, (i) => t.call('POST', '/api/complain/v1/operator/reply', { id: fb.data.id, content: `已加上合同入口，感谢建议${i}` }, op)));
    const n = await oneNotice(t, c.token, 'feedback.replied');
    expect(n).toMatchObject({ category: 'system', title: '您的吐槽有回复了', link: `/my/complain/${fb.data.id}` });
    expect(n.body).toMatch(/已加上合同入口，感谢建议\d+$/);
    expect(await noticesOfKind(t, other.token, 'feedback.replied')).toEqual([]);
  });
});

describe('leads', () => {
  it('a demand card routed to a planner: one 新线索 to that planner (a double tap is one), none to the customer', async () => {
    const c = await account();
    const answers = { 公司成立区域: '武侯区', 是否有公司地址: '是', 公司信息确认完毕: '否', 办理时间: '1个月内' };
    const form = { requireCode: 'FL20210425163709', cityCode: '510100', answers, comment: '尽快办理', customerName: '周先生' };
    const res = await all(5, () => t.call('POST', '/api/demand_card/v1/add_allot_resource', form, { token: c.token }));
    expect(codes(res)).toEqual([200, 200, 200, 200, 200]);
    const card = res[0].data as { id: string; planner: { mchUserId: string } | null };
    expect(new Set(res.map((r) => r.data.id))).toEqual(new Set([card.id]));
    expect(card.planner).not.toBeNull();
    const pToken = await plannerToken(card.planner!.mchUserId);
    const mine = (await noticesOfKind(t, pToken, 'lead.new')).filter((n) => n.link === `/workbench/leads/${card.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ category: 'trade', title: '新线索：公司注册需求卡' });
    expect(mine[0].body).toContain('周先生');
    // the planner can open it
    expect((await t.call('GET', '/api/demand_card/v1/planner_detail', { id: card.id }, { token: pToken })).code).toBe(200);
    expect(await noticesOfKind(t, c.token, 'lead.new')).toEqual([]);
  });

  it('同意委托 on a shared page: the sharing planner hears of it once a day, with the phone to call', async () => {
    const c = await account();
    const pToken = await plannerToken('u_demo_planner');
    const before = (await noticesOfKind(t, pToken, 'lead.new')).length;
    const res = await all(5, () => t.call('POST', '/api/known/v1/share/entrust', { plannerId: 'u_demo_planner', contentId: 'kr_s0001_1', materialType: '2' }, { token: c.token }));
    expect(codes(res)).toEqual([200, 200, 200, 200, 200]);
    const mine = (await noticesOfKind(t, pToken, 'lead.new')).filter((n) => n.body.includes(c.phone));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ category: 'trade', title: '新线索：客户委托您联系', link: '/workbench/leads' });
    expect((await noticesOfKind(t, pToken, 'lead.new')).length).toBe(before + 1);
    expect(await noticesOf(t, c.token, 'trade')).toEqual([]);
  });
});
