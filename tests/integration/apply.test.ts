import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cooperationProposals, jobApplications, merchantApplications, uploads } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { newVisitor } from './chatFixtures';

// 商户入驻, 加入我们, 我要合作 (server/modules/apply): bad input named, the day's quotas and the one live merchant
// application under 50 requests at once, the operator's decision taken once, and every list only its owner's.

const OPERATOR_TOKEN = 'test-operator-token-apply-0123456789';
const op = { 'x-operator-token': OPERATOR_TOKEN };
const prevToken = process.env.OPERATOR_TOKEN;

let t: TestContext;
let categories: { code: string; name: string }[];
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  categories = (await t.call('GET', '/api/commodity/v2/get_filter_code')).data.categories;
  expect(categories.length).toBeGreaterThan(2);
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

const M = '/api/apply/v1/merchant';
const DECIDE = '/api/apply/v1/operator/merchant/decide';
const OP_LIST = '/api/apply/v1/operator/merchant/list';
const JOB = '/api/apply/v1/job';
const CO = '/api/apply/v1/cooperation';
const JOB_IDS = ['job_planner_cd', 'job_tax_advisor', 'job_frontend', 'job_service_cs', 'job_bd_manager'];

type Account = { token: string; userId: string; phone: string };
async function account(): Promise<Account> {
  const phone = t.phone();
  const a = await t.loginSms(phone, { ip: randomIp() });
  return { token: a.token, userId: a.userId, phone };
}

/** An upload row of the user's, as the upload call leaves it (the bytes are not needed to attach it). */
let upSeq = 0;
async function uploadRow(userId: string) {
  const id = `up_applytest${String(++upSeq).padStart(6, '0')}x`;
  await t.deps.db.insert(uploads).values({ id, userId, storageKey: `u/2024/01/${id}.png`, mime: 'image/png', size: 68, sha256: 'x'.repeat(64), purpose: 'other' });
  return `/api/upload/v1/file/u/2024/01/${id}.png`;
}

const merchantBody = (a: Account, licenceImage: string, over: Record<string, unknown> = {}) => ({
  subjectType: 'COMPANY',
  name: '成都明远财税咨询有限公司',
  contactName: '李明',
  contactPhone: a.phone,
  cityCode: '510100',
  categoryCodes: categories.slice(0, 2).map((c) => c.code).join(','),
  licenceImage,
  intro: '专注小微企业代理记账与税务申报八年，团队12人。',
  ...over,
});
const submitMerchant = (a: Account, body: Record<string, unknown>) => t.call('POST', `${M}/submit`, body, { token: a.token });
const decide = (id: string, action: string, reason = '') => t.call('POST', DECIDE, { id, action, reason }, { headers: op });

describe('bad input names the field, never 500', () => {
  it('refuses each field of the merchant application', async () => {
    const a = await account();
    const img = await uploadRow(a.userId);
    const msg = async (over: Record<string, unknown>) => (await submitMerchant(a, merchantBody(a, img, over))).msg;
    expect(await msg({ subjectType: undefined })).toBe('subjectType：入驻类型有误');
    expect(await msg({ subjectType: 'SHOP' })).toBe('subjectType：入驻类型有误');
    expect(await msg({ name: '' })).toBe('name：不能为空');
    expect(await msg({ name: '  ' })).toBe('name：不能为空');
    expect(await msg({ name: '名'.repeat(51) })).toBe('name：入驻名称不能超过50个字');
    expect(await msg({ contactName: undefined })).toBe('contactName：不能为空');
    expect(await msg({ contactPhone: '1380013' })).toBe('contactPhone：联系电话有误');
    expect(await msg({ cityCode: '51' })).toBe('cityCode：所在城市有误');
    expect(await msg({ cityCode: '999999' })).toBe('cityCode：所在城市有误');
    expect(await msg({ categoryCodes: undefined })).toBe('categoryCodes：不能为空');
    expect(await msg({ categoryCodes: ',' })).toBe('categoryCodes：请选择经营类目');
    expect(await msg({ categoryCodes: 'FL_NOPE' })).toBe('categoryCodes：经营类目有误');
    expect(await msg({ categoryCodes: 'a b' })).toBe('categoryCodes：经营类目有误');
    expect(await msg({ categoryCodes: 'A1,A2,A3,A4,A5,A6' })).toBe('categoryCodes：最多选择5个经营类目');
    expect(await msg({ licenceImage: undefined })).toBe('licenceImage：不能为空');
    expect(await msg({ licenceImage: 'http://evil.example/a.png' })).toBe('licenceImage：图片地址有误，请重新上传');
    expect(await msg({ intro: '介'.repeat(501) })).toBe('intro：机构介绍不能超过500个字');
    expect(await msg({ smsCode: '12' })).toBe('smsCode：验证码有误');
    // Markup alone is no name.
    expect(await msg({ name: '<script>alert(1)</script>' })).toBe('name：请填写入驻名称');
    // Nothing was saved by any of these, and no slot of the day was spent.
    expect(await t.deps.db.select().from(merchantApplications).where(eq(merchantApplications.userId, a.userId))).toHaveLength(0);
    expect((await t.call('GET', `${M}/mine`, {}, { token: a.token })).data).toMatchObject({ current: null, canSubmit: true, submittedToday: 0 });
  });

  it('asks for a code for a phone other than the account’s, and checks it', async () => {
    const a = await account();
    const other = t.phone();
    const body = merchantBody(a, await uploadRow(a.userId), { contactPhone: other });
    expect((await submitMerchant(a, body)).msg).toBe('smsCode：请输入验证码');
    expect((await submitMerchant(a, { ...body, smsCode: '000000' })).code).toBe(10401);
    const ok = await submitMerchant(a, { ...body, smsCode: await t.sendCode(other, 'default') });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.contactPhone).toBe(other);
  });

  it('refuses an image that is not the caller’s own unused upload', async () => {
    const [a, b] = [await account(), await account()];
    const res = await submitMerchant(a, merchantBody(a, await uploadRow(b.userId)));
    expect(res.code).toBe(403);
    expect(res.msg).toMatch(/^licenceImage：/);
  });

  it('refuses bad job applications and proposals by field', async () => {
    const a = await account();
    const job = (over: Record<string, unknown>) => t.call('POST', `${JOB}/apply`, { jobId: 'job_frontend', name: '王小川', phone: a.phone, note: '五年 React 开发经验，做过电商下单流程。', ...over }, { token: a.token });
    expect((await job({ jobId: undefined })).msg).toBe('jobId：不能为空');
    expect((await job({ jobId: 'job_nope' })).code).toBe(404);
    expect((await job({ name: '' })).msg).toBe('name：不能为空');
    expect((await job({ name: '<i></i>' })).msg).toBe('name：请填写姓名');
    expect((await job({ phone: '12' })).msg).toBe('phone：手机号码有误');
    expect((await job({ note: '太短了' })).msg).toBe('note：请用至少10个字介绍您的工作经历');
    expect((await job({ note: '<b></b><i>短</i>' + ' '.repeat(20) })).msg).toBe('note：请用至少10个字介绍您的工作经历');
    const co = (over: Record<string, unknown>) =>
      t.call('POST', `${CO}/submit`, { company: '蓉城会计学院', contactName: '赵老师', phone: a.phone, kind: 'CHANNEL', description: '希望把学员的创业注册需求介绍到平台。', ...over }, { token: a.token });
    expect((await co({ company: ' ' })).msg).toBe('company：不能为空');
    expect((await co({ company: '🎉🎉' })).msg).toBe('company：请填写公司名称');
    expect((await co({ kind: 'MONEY' })).msg).toBe('kind：合作类型有误');
    expect((await co({ description: '合作' })).msg).toBe('description：请用至少10个字描述合作内容');
    expect((await co({ description: '多'.repeat(501) })).msg).toBe('description：合作内容不能超过500个字');
  });

  it('needs an account: no token is a session error, a visitor is refused', async () => {
    expect((await t.call('GET', `${M}/mine`)).code).toBe(5223);
    expect((await t.call('GET', `${CO}/mine`)).code).toBe(5223);
    expect((await t.call('POST', `${CO}/submit`, { company: '蓉城会计学院', contactName: '赵老师', phone: '13800138000', kind: 'OTHER', description: '没有登录时提交的合作意向。' })).code).toBe(5223);
    const visitor = await newVisitor(t);
    expect((await t.call('GET', `${M}/mine`, {}, { token: visitor.token })).code).toBe(403);
    expect((await t.call('GET', `${JOB}/mine`, {}, { token: visitor.token })).code).toBe(403);
  });
});

describe('merchant application', () => {
  it('is 审核中 until the operator decides; refused with a reason, resubmitted, then approved', async () => {
    const a = await account();
    const img = await uploadRow(a.userId);
    const first = await submitMerchant(a, merchantBody(a, img, { name: '<b>成都明远</b>财税 🎉', intro: '<img src=x onerror=alert(1)>八年代账经验' }));
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toMatchObject({
      status: 'PENDING', statusText: '审核中', name: '成都明远财税', intro: '八年代账经验', cityName: '成都市', provinceName: '四川省', subjectText: '企业入驻', reason: '',
      categories: categories.slice(0, 2),
    });
    expect(first.data.licenceImage).toBe(img);
    const mine = await t.call('GET', `${M}/mine`, {}, { token: a.token });
    expect(mine.data).toMatchObject({ canSubmit: false, submittedToday: 1, dailyQuota: 3, current: { id: first.data.id, status: 'PENDING' } });
    expect((await submitMerchant(a, merchantBody(a, await uploadRow(a.userId)))).code).toBe(409);

    // The operator: a customer or a wrong token is refused; a refusal needs its reason.
    expect((await t.call('POST', DECIDE, { id: first.data.id, action: 'approve' }, { token: a.token })).code).toBe(403);
    expect((await t.call('POST', DECIDE, { id: first.data.id, action: 'approve' }, { headers: { 'x-operator-token': 'wrong-token-wrong-token' } })).code).toBe(403);
    expect((await t.call('GET', OP_LIST, {}, { token: a.token })).code).toBe(403);
    expect((await decide(first.data.id, 'reject')).msg).toBe('reason：请填写未通过的原因');
    expect((await decide(first.data.id, 'maybe')).msg).toBe('action：审核结果有误');
    expect((await decide('mj_unknown', 'approve')).code).toBe(404);
    const listed = await t.call('GET', OP_LIST, { status: 'PENDING', limit: 50 }, { headers: op });
    expect(listed.code, listed.msg).toBe(200);
    expect(listed.data.records.map((r: { id: string }) => r.id)).toContain(first.data.id);
    const refused = await decide(first.data.id, 'reject', '营业执照照片模糊，请上传清晰的原件照片');
    expect(refused.data).toMatchObject({ status: 'REJECTED', statusText: '未通过', reason: '营业执照照片模糊，请上传清晰的原件照片', userId: a.userId });
    expect((await decide(first.data.id, 'approve')).code).toBe(409);
    const after = await t.call('GET', `${M}/mine`, {}, { token: a.token });
    expect(after.data).toMatchObject({ canSubmit: true, current: { status: 'REJECTED', reason: '营业执照照片模糊，请上传清晰的原件照片' } });

    // 重新提交 with the same picture (it is the refused application's own), then approved.
    const again = await submitMerchant(a, merchantBody(a, img, { subjectType: 'PERSONAL', name: '李明' }));
    expect(again.code, again.msg).toBe(200);
    expect(again.data).toMatchObject({ status: 'PENDING', subjectText: '个人入驻', licenceImage: img });
    expect((await decide(again.data.id, 'approve')).data).toMatchObject({ status: 'APPROVED', statusText: '已通过', reason: '' });
    expect((await t.call('GET', `${M}/mine`, {}, { token: a.token })).data).toMatchObject({ canSubmit: false, current: { id: again.data.id, status: 'APPROVED' } });
    const approvedAgain = await submitMerchant(a, merchantBody(a, await uploadRow(a.userId)));
    expect(approvedAgain.code).toBe(409);
    expect(approvedAgain.msg).toBe('您的入驻申请已通过，无需重复提交');
  });

  it('keeps one live application when 50 arrive at once', async () => {
    const a = await account();
    const images = await Promise.all(Array.from({ length: 50 }, () => uploadRow(a.userId)));
    const res = await Promise.all(images.map((img) => submitMerchant(a, merchantBody(a, img))));
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    expect(res.filter((r) => r.code === 409)).toHaveLength(49);
    expect(await t.deps.db.select().from(merchantApplications).where(eq(merchantApplications.userId, a.userId))).toHaveLength(1);
    expect((await t.call('GET', `${M}/mine`, {}, { token: a.token })).data.submittedToday).toBe(1);
  });

  it('takes one of 50 simultaneous decisions; the rest are 409', async () => {
    const a = await account();
    const { data } = await submitMerchant(a, merchantBody(a, await uploadRow(a.userId)));
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? decide(data.id, 'approve') : decide(data.id, 'reject', `第${i}位审核员：资料不全`))));
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    expect(res.filter((r) => r.code === 409)).toHaveLength(49);
    const winner = res.find((r) => r.code === 200)!.data;
    expect((await t.call('GET', `${M}/mine`, {}, { token: a.token })).data.current).toMatchObject({ status: winner.status, reason: winner.reason });
  });

  it('allows three submissions a day', async () => {
    const a = await account();
    for (let i = 0; i < 3; i++) {
      const res = await submitMerchant(a, merchantBody(a, await uploadRow(a.userId)));
      expect(res.code, res.msg).toBe(200);
      await decide(res.data.id, 'reject', '请补充资质证明');
    }
    const fourth = await submitMerchant(a, merchantBody(a, await uploadRow(a.userId)));
    expect(fourth.code).toBe(429);
    expect(fourth.msg).toBe('今天提交入驻申请的次数已达上限，请明天再试');
  });
});

describe('job applications and proposals', () => {
  it('applies once per opening, shows it with its status, and only to its owner', async () => {
    const [a, b] = [await account(), await account()];
    const body = { jobId: 'job_frontend', name: '王小川', phone: a.phone, note: '五年 React 开发经验，做过电商下单流程。' };
    const res = await t.call('POST', `${JOB}/apply`, body, { token: a.token });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ position: '前端开发工程师', department: '技术中心', status: 'SUBMITTED', statusText: '已投递' });
    expect((await t.call('POST', `${JOB}/apply`, body, { token: a.token })).code).toBe(409);
    expect((await t.call('GET', `${JOB}/application`, { jobId: 'job_frontend' }, { token: a.token })).data.application.id).toBe(res.data.id);
    expect((await t.call('GET', `${JOB}/application`, { jobId: 'job_frontend' }, { token: b.token })).data.application).toBeNull();
    expect((await t.call('GET', `${JOB}/mine`, {}, { token: a.token })).data.records.map((r: { id: string }) => r.id)).toEqual([res.data.id]);
    expect((await t.call('GET', `${JOB}/mine`, {}, { token: b.token })).data.totalCount).toBe(0);
  });

  it('saves a proposal, lists it newest first, and only to its owner', async () => {
    const [a, b] = [await account(), await account()];
    const send = (description: string) =>
      t.call('POST', `${CO}/submit`, { company: '蓉城会计学院', contactName: '赵老师', phone: a.phone, kind: 'CHANNEL', description }, { token: a.token });
    const one = await send('希望把学员的创业注册需求介绍到平台，<a href="http://x">详见</a>附件。');
    expect(one.code, one.msg).toBe(200);
    expect(one.data).toMatchObject({ kindName: '渠道合作', status: 'PENDING', statusText: '待联系', description: '希望把学员的创业注册需求介绍到平台，详见附件。' });
    const two = await send('第二份意向：联合举办小微企业财税讲座。');
    const mine = await t.call('GET', `${CO}/mine`, { page: 1, limit: 1 }, { token: a.token });
    expect(mine.data).toMatchObject({ totalCount: 2, totalPage: 2 });
    expect(mine.data.records[0].id).toBe(two.data.id);
    expect((await t.call('GET', `${CO}/mine`, {}, { token: b.token })).data.totalCount).toBe(0);
  });

  it('holds the day’s quotas under 50 requests at once', async () => {
    const a = await account();
    const co = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('POST', `${CO}/submit`, { company: '蓉城会计学院', contactName: '赵老师', phone: a.phone, kind: 'OTHER', description: `并发提交的合作意向第${i}份` }, { token: a.token }),
      ),
    );
    expect(co.filter((r) => r.code === 200)).toHaveLength(5);
    expect(co.filter((r) => r.code === 429)).toHaveLength(45);
    expect(await t.deps.db.select().from(cooperationProposals).where(eq(cooperationProposals.userId, a.userId))).toHaveLength(5);

    const jobs = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('POST', `${JOB}/apply`, { jobId: JOB_IDS[i % JOB_IDS.length], name: '王小川', phone: a.phone, note: '并发投递的简历说明，十个字以上。' }, { token: a.token }),
      ),
    );
    expect(jobs.filter((r) => r.code === 200)).toHaveLength(3);
    expect(jobs.every((r) => [200, 409, 429].includes(r.code))).toBe(true);
    expect(await t.deps.db.select().from(jobApplications).where(eq(jobApplications.userId, a.userId))).toHaveLength(3);

    // A new day, new slots.
    t.advance(86_400_000);
    const next = await t.call('POST', `${CO}/submit`, { company: '蓉城会计学院', contactName: '赵老师', phone: a.phone, kind: 'OTHER', description: '第二天再提交的合作意向。' }, { token: a.token });
    expect(next.code, next.msg).toBe(200);
  });
});
