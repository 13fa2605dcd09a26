import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leads } from '@/server/db/schema';
import { estimateCredit } from '@/lib/creditEstimate';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // The marketplace seed makes a context slow on a busy machine.
});
afterAll(async () => {
  await t?.close();
});

const CONSULT = '/api/consult/v1/cms_add_consult';
const CREDIT = '/api/lead/v1/credit_evaluation';
const leadOf = async (id: string) => (await t.deps.db.select().from(leads).where(eq(leads.id, id)))[0];

describe('estimateCredit', () => {
  it('follows the inventory formula and ignores sections left out', () => {
    expect(estimateCredit({ loanType: 'ENTERPRISE_CREDIT' })).toBe(0);
    expect(estimateCredit({ fundMonthly: 1000, loanType: 'ENTERPRISE_CREDIT' })).toBe(464_000);
    expect(estimateCredit({ fundMonthly: 200, loanType: 'ENTERPRISE_CREDIT' })).toBe(0);
    expect(estimateCredit({ premiumYearly: 1, mortgageMonthly: 5000, mortgagePeriod: '1_TO_3', loanType: 'ENTERPRISE_CREDIT' })).toBe(50_000 + 250_000 + 225_000);
    expect(estimateCredit({ fundMonthly: 1000, premiumYearly: 1, mortgageMonthly: 5000, mortgagePeriod: '1_TO_3', loanType: 'ENTERPRISE_MORTGAGE' })).toBe(1_220_700);
    expect(estimateCredit({ premiumYearly: 100, loanType: 'PERSONAL_CREDIT' })).toBe(10_000_000);
  });
});

describe('POST /api/lead/v1/credit_evaluation', () => {
  it('computes the estimate on the server and saves it as a lead (visitor with an SMS code)', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'default');
    const res = await t.call('POST', CREDIT, {
      provinceName: '四川省', cityName: '成都市', fundMonthly: 1000, premiumYearly: 1, mortgageMonthly: 5000, mortgagePeriod: '1_TO_3',
      loanType: 'ENTERPRISE_MORTGAGE', phone, smsCode,
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ estimateYuan: 1_220_700, estimateText: '1,220,700' });
    const lead = await leadOf(res.data.leadId);
    expect(lead).toMatchObject({ kind: 'CREDIT_EVALUATION', phone, estimateFen: 122_070_000, areaName: '成都市', requireCode: 'FL20210425164558', userId: null });
    expect(lead.payload).toMatchObject({ loanType: 'ENTERPRISE_MORTGAGE', fundMonthly: 1000 });
  });

  it('uses the account phone without a code when logged in', async () => {
    const phone = t.phone();
    const { token, userId } = await t.loginSms(phone);
    const res = await t.call('POST', CREDIT, { provinceName: '四川省', cityName: '成都市', premiumYearly: 2, loanType: 'PERSONAL_CREDIT' }, { token });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.estimateYuan).toBe(550_000);
    expect(await leadOf(res.data.leadId)).toMatchObject({ phone, userId });
  });

  it('checks the code of visitors and names bad fields', async () => {
    const phone = t.phone();
    await t.sendCode(phone, 'default');
    const base = { provinceName: '四川省', cityName: '成都市', loanType: 'ENTERPRISE_CREDIT' };
    expect((await t.call('POST', CREDIT, { ...base, phone, smsCode: '000000' })).code).toBe(10401);
    expect((await t.call('POST', CREDIT, base)).msg).toBe('phone：请输入手机号');
    expect((await t.call('POST', CREDIT, { ...base, phone })).msg).toBe('smsCode：请输入验证码');
    expect((await t.call('POST', CREDIT, { ...base, phone: '123' })).msg).toBe('phone：手机号码有误');
    expect((await t.call('POST', CREDIT, { ...base, cityName: ' ' })).msg).toBe('cityName：请选择所在城市');
    expect((await t.call('POST', CREDIT, { ...base, loanType: 'X' })).msg).toBe('loanType：贷款类型有误');
    expect((await t.call('POST', CREDIT, { ...base, mortgageMonthly: 100 })).msg).toBe('mortgagePeriod：请选择房贷已还时间');
    expect((await t.call('POST', CREDIT, { ...base, fundMonthly: '-5' })).msg).toBe('fundMonthly：个人月缴金额有误');
  });
});

describe('POST /api/consult/v1/cms_add_consult', () => {
  it('saves a visitor subscription after the SMS check, once per day for the same content', async () => {
    t.toChinaMorning();
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'default');
    const body = { kind: 'EMPTY_SEARCH', consultationContent: '企业服务:搜索内容-测试', phone, smsCode, sourceAddr: '/search/searchGoods?keywords=测试' };
    const res = await t.call('POST', CONSULT, body);
    expect(res.code, res.msg).toBe(200);
    const lead = await leadOf(res.data.leadId);
    expect(lead).toMatchObject({ kind: 'EMPTY_SEARCH', phone, content: '企业服务:搜索内容-测试', source: '/search/searchGoods?keywords=测试', areaCode: '510100' });
    expect(lead.payload).not.toHaveProperty('smsCode');
    t.advance(61_000); // the next code may be sent after 60 s
    const again = await t.call('POST', CONSULT, { ...body, smsCode: await t.sendCode(phone, 'default') });
    expect(again.data.leadId).toBe(res.data.leadId);
  });

  it('takes a merchant join application from an account', async () => {
    const { token } = await t.loginSms(t.phone());
    const res = await t.call('POST', CONSULT, {
      kind: 'MERCHANT_JOIN', consultationContent: '申请入驻', companyName: '测试公司', cityCode: '110100', cityName: '北京市', requireCode: 'FL20210425164438', customerName: '张三',
    }, { token });
    expect(res.code, res.msg).toBe(200);
    expect(await leadOf(res.data.leadId)).toMatchObject({ kind: 'MERCHANT_JOIN', areaCode: '110100', areaName: '北京市', name: '张三', sourceChannel: 'MERCHANT_JOIN_CHANNEL' });
  });

  it('names bad input and refuses a wrong code', async () => {
    expect((await t.call('POST', CONSULT, { consultationContent: 'x' })).msg).toBe('kind：不能为空');
    expect((await t.call('POST', CONSULT, { kind: 'SPAM', consultationContent: 'x' })).msg).toBe('kind：线索类型有误');
    expect((await t.call('POST', CONSULT, { kind: 'CONSULT', consultationContent: ' ' })).msg).toBe('consultationContent：请填写咨询内容');
    const phone = t.phone();
    await t.sendCode(phone, 'default');
    expect((await t.call('POST', CONSULT, { kind: 'CONSULT', consultationContent: 'x', phone, smsCode: '111111' })).code).toBe(10401);
  });
});
