import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { PAY_PWD, bindCard, branchOf, newCardNo, newIdNo, reservedPhone, verifiedCustomer } from './walletFixtures';
import { bankVerifyLocalRequests, walletBankCards, walletDailyCounters } from '@/server/db/schema';
import { CARD_VERIFY_DAILY_PER_CARD, CARD_VERIFY_DAILY_PER_USER } from '@/lib/contract/wallet/enums';
import { cardNoHash } from '@/server/modules/wallet/cardCipher';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(() => t?.close());

const SMS = '/api/wallet/v1/bind_card_sms';
const BIND = '/api/wallet/v1/bind_card';

describe('bank identification and branches', () => {
  it('card_no names the bank of a valid debit card; a bad number, an unknown bank or a credit card is refused naming the field', async () => {
    const u = await verifiedCustomer(t, { payPassword: null });
    const ok = await t.call('POST', '/api/wallet/v1/card_no', { cardNumber: newCardNo('621700') }, { token: u.token });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data).toEqual({ bankCode: 'CCB', bankName: '中国建设银行', cardType: '借记卡' });
    const spaced = newCardNo('622848', 19).replace(/(\d{4})/g, '$1 ');
    expect((await t.call('POST', '/api/wallet/v1/card_no', { cardNumber: spaced }, { token: u.token })).data.bankName).toBe('中国农业银行');
    const luhn = newCardNo('622202');
    const wrong = luhn.slice(0, -1) + String((Number(luhn.slice(-1)) + 1) % 10);
    expect((await t.call('POST', '/api/wallet/v1/card_no', { cardNumber: wrong }, { token: u.token })).msg).toBe('cardNumber：请输入有效的银行卡号');
    expect((await t.call('POST', '/api/wallet/v1/card_no', { cardNumber: newCardNo('999999') }, { token: u.token })).msg).toBe('cardNumber：暂不支持该银行的银行卡');
    expect((await t.call('POST', '/api/wallet/v1/card_no', { cardNumber: newCardNo('622575', 16) }, { token: u.token })).msg).toBe('cardNumber：仅支持储蓄卡（借记卡），请更换银行卡');
    expect((await t.call('POST', '/api/wallet/v1/card_no', { cardNumber: 'abc' }, { token: u.token })).msg).toBe('cardNumber：请输入有效的银行卡号');
    expect((await t.call('POST', '/api/wallet/v1/card_no', {}, { token: u.token })).code).toBe(400);
    // Login required.
    expect((await t.call('POST', '/api/wallet/v1/card_no', { cardNumber: newCardNo() })).code).toBe(5223);
  });

  it('card_info lists a bank’s seeded branches and searches them live', async () => {
    const u = await verifiedCustomer(t, { payPassword: null });
    const all = await t.call('GET', '/api/wallet/v1/card_info', { bankCode: 'ICBC' }, { token: u.token });
    expect(all.data.records.length).toBeGreaterThan(20);
    expect(all.data.records.every((b: { name: string }) => b.name.startsWith('中国工商银行'))).toBe(true);
    const chengdu = await t.call('GET', '/api/wallet/v1/card_info', { bankCode: 'ICBC', keyword: '成都高新' }, { token: u.token });
    expect(chengdu.data.records.map((b: { name: string }) => b.name)).toEqual(['中国工商银行成都高新支行']);
    expect(chengdu.data.records[0].code).toMatch(/^102\d{9}$/);
    // A LIKE wildcard is matched literally.
    expect((await t.call('GET', '/api/wallet/v1/card_info', { bankCode: 'ICBC', keyword: '%' }, { token: u.token })).data.records).toEqual([]);
    expect((await t.call('GET', '/api/wallet/v1/card_info', { bankCode: 'icbc!' }, { token: u.token })).msg).toBe('bankCode：银行有误');
  });
});

describe('binding a card', () => {
  it('binds with the four elements and the texted code; the number is stored encrypted and shown masked only', async () => {
    const u = await verifiedCustomer(t);
    const acc = await t.call('GET', '/api/wallet/v1/account_info', {}, { token: u.token });
    expect(acc.data).toMatchObject({ realNamed: true, holderName: '张三' });
    const cardNo = newCardNo('622202');
    const { card, phone, branch } = await bindCard(t, u, cardNo);
    expect(card).toMatchObject({ bankCode: 'ICBC', bankName: '中国工商银行', cardType: '借记卡', holderName: '张三', openingBankName: branch.name, cardTail: cardNo.slice(-4) });
    expect(card.cardMasked).toBe(`6222 **** **** ${cardNo.slice(-4)}`);
    expect((card as unknown as { phoneMasked: string }).phoneMasked).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const list = await t.call('GET', '/api/wallet/v1/card_list', {}, { token: u.token });
    expect(list.data.records.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(JSON.stringify(list.data)).not.toContain(cardNo);
    const [row] = await t.deps.db.select().from(walletBankCards).where(eq(walletBankCards.id, card.id));
    expect(row.cardNoEnc).not.toContain(cardNo);
    expect(row.cardNoHash).toBe(cardNoHash(t.deps, cardNo));
    const detail = await t.call('GET', '/api/wallet/v1/card_details', { id: card.id }, { token: u.token });
    expect(detail.data).toEqual(list.data.records[0]);
    // The same card again: refused before the bank is asked (unique per user while bound).
    const again = await t.call('POST', SMS, { cardNumber: cardNo, idNo: u.idNo, phone: reservedPhone(t), branchId: branch.id }, { token: u.token });
    expect(again.code).toBe(409);
    expect(again.msg).toBe('该银行卡已绑定，无需重复添加');
  });

  it('bad input names the field; not real-named → 20206; another’s ID number, a branch of another bank, a declined phone', async () => {
    const plain = await t.loginSms(t.phone());
    const branch = await branchOf(t, plain.token, 'ICBC');
    const four = (o: Record<string, string> = {}) => ({ cardNumber: newCardNo('622202'), idNo: newIdNo(), phone: reservedPhone(t), branchId: branch.id, ...o });
    const nr = await t.call('POST', SMS, four(), { token: plain.token });
    expect(nr.code).toBe(20206);
    expect(nr.msg).toBe('请先完成实名认证');
    expect((await t.call('GET', '/api/wallet/v1/account_info', {}, { token: plain.token })).data).toEqual({ realNamed: false, holderName: null, idNoMasked: null });

    const u = await verifiedCustomer(t, { payPassword: null });
    const mine = (o: Record<string, string> = {}) => four({ idNo: u.idNo, ...o });
    expect((await t.call('POST', SMS, mine({ cardNumber: '' }), { token: u.token })).msg).toBe('cardNumber：不能为空');
    expect((await t.call('POST', SMS, mine({ cardNumber: '6222021234' }), { token: u.token })).msg).toBe('cardNumber：请输入有效的银行卡号');
    expect((await t.call('POST', SMS, mine({ idNo: '12345' }), { token: u.token })).msg).toBe('idNo：请输入正确的身份证号码');
    expect((await t.call('POST', SMS, mine({ idNo: u.idNo.slice(0, 17) + (u.idNo[17] === '1' ? '2' : '1') }), { token: u.token })).msg).toMatch(/^idNo：请输入正确的身份证号码（/);
    expect((await t.call('POST', SMS, mine({ idNo: newIdNo() }), { token: u.token })).msg).toBe('idNo：身份证号与实名认证信息不一致');
    expect((await t.call('POST', SMS, mine({ phone: '12345' }), { token: u.token })).msg).toBe('phone：请输入正确的银行预留手机号');
    expect((await t.call('POST', SMS, mine({ branchId: '' }), { token: u.token })).msg).toBe('branchId：不能为空');
    expect((await t.call('POST', SMS, mine({ branchId: 'bb_nope' }), { token: u.token })).msg).toBe('branchId：开户行有误，请重新选择');
    expect((await t.call('POST', SMS, mine({ cardNumber: newCardNo('621700') }), { token: u.token })).msg).toBe('branchId：开户行与银行卡所属银行不一致，请重新选择');
    const declined = await t.call('POST', SMS, mine({ phone: '13912340000' }), { token: u.token });
    expect(declined.code).toBe(20205);
    expect(declined.msg).toBe('银行卡信息验证未通过：银行预留手机号与银行卡不一致');
    expect((await t.call('GET', '/api/wallet/v1/card_list', {}, { token: u.token })).data.records).toEqual([]);
  });

  it('the code: wrong, five tries, expired, used once; another user’s verification is unknown', async () => {
    const u = await verifiedCustomer(t, { payPassword: null });
    const other = await verifiedCustomer(t, { payPassword: null });
    const branch = await branchOf(t, u.token);
    const phone = reservedPhone(t);
    const s = await t.call('POST', SMS, { cardNumber: newCardNo(), idNo: u.idNo, phone, branchId: branch.id }, { token: u.token });
    expect(s.code, s.msg).toBe(200);
    expect(s.data.phoneMasked).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const code = await t.readSmsCode(phone);
    expect((await t.call('POST', BIND, { verifyId: s.data.verifyId, smsCode: code }, { token: other.token })).msg).toBe('验证码已失效，请重新获取');
    expect((await t.call('POST', BIND, { verifyId: s.data.verifyId, smsCode: '12' }, { token: u.token })).msg).toBe('smsCode：请输入6位验证码');
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', BIND, { verifyId: s.data.verifyId, smsCode: wrong }, { token: u.token })));
    expect(tries.filter((r) => r.msg === '验证码错误')).toHaveLength(5);
    expect(tries.filter((r) => r.msg === '验证码已失效，请重新获取')).toHaveLength(5);
    // Dead after five: even the right code.
    expect((await t.call('POST', BIND, { verifyId: s.data.verifyId, smsCode: code }, { token: u.token })).code).toBe(10401);

    // A fresh one binds once; 10 minutes later a code is dead.
    const s2 = await t.call('POST', SMS, { cardNumber: newCardNo(), idNo: u.idNo, phone, branchId: branch.id }, { token: u.token });
    const code2 = await t.readSmsCode(phone);
    const both = await Promise.all([0, 1, 2].map(() => t.call('POST', BIND, { verifyId: s2.data.verifyId, smsCode: code2 }, { token: u.token })));
    expect(both.filter((r) => r.code === 200)).toHaveLength(1);
    const s3 = await t.call('POST', SMS, { cardNumber: newCardNo(), idNo: u.idNo, phone, branchId: branch.id }, { token: u.token });
    const code3 = await t.readSmsCode(phone);
    t.advance(11 * 60_000);
    expect((await t.call('POST', BIND, { verifyId: s3.data.verifyId, smsCode: code3 }, { token: u.token })).msg).toBe('验证码已失效，请重新获取');
    expect((await t.call('GET', '/api/wallet/v1/card_list', {}, { token: u.token })).data.records).toHaveLength(1);
  });
});

describe('attempt limits under concurrency', () => {
  it(`50 concurrent verifications of one card: exactly ${CARD_VERIFY_DAILY_PER_CARD} reach the bank, the rest are refused, across accounts`, async () => {
    const u = await verifiedCustomer(t, { payPassword: null });
    const branch = await branchOf(t, u.token);
    const cardNo = newCardNo();
    const before = (await t.deps.db.select().from(bankVerifyLocalRequests)).length;
    const res = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', SMS, { cardNumber: cardNo, idNo: u.idNo, phone: reservedPhone(t), branchId: branch.id }, { token: u.token })),
    );
    expect(res.filter((r) => r.code === 200)).toHaveLength(CARD_VERIFY_DAILY_PER_CARD);
    const refused = res.filter((r) => r.code === 429);
    expect(refused).toHaveLength(50 - CARD_VERIFY_DAILY_PER_CARD);
    expect(new Set(refused.map((r) => r.msg))).toEqual(new Set(['该银行卡今日验证次数已达上限，请明天再试']));
    expect((await t.deps.db.select().from(bankVerifyLocalRequests)).length - before).toBe(CARD_VERIFY_DAILY_PER_CARD);
    const [counter] = await t.deps.db.select().from(walletDailyCounters).where(eq(walletDailyCounters.key, `card:${cardNoHash(t.deps, cardNo)}`));
    expect(counter.count).toBe(CARD_VERIFY_DAILY_PER_CARD);
    // The same card from another account is limited too (the limit is the card's), while another card is not.
    const v = await verifiedCustomer(t, { payPassword: null });
    expect((await t.call('POST', SMS, { cardNumber: cardNo, idNo: v.idNo, phone: reservedPhone(t), branchId: branch.id }, { token: v.token })).code).toBe(429);
    expect((await t.call('POST', SMS, { cardNumber: newCardNo(), idNo: v.idNo, phone: reservedPhone(t), branchId: branch.id }, { token: v.token })).code).toBe(200);
    // The next China day starts again.
    t.advance(24 * 3600_000);
    expect((await t.call('POST', SMS, { cardNumber: cardNo, idNo: u.idNo, phone: reservedPhone(t), branchId: branch.id }, { token: u.token })).code).toBe(200);
  });

  it(`50 concurrent verifications of different cards by one account: exactly ${CARD_VERIFY_DAILY_PER_USER} go through; refused ones give the card’s slot back`, async () => {
    const u = await verifiedCustomer(t, { payPassword: null });
    const branch = await branchOf(t, u.token);
    const cards = Array.from({ length: 50 }, () => newCardNo());
    const res = await Promise.all(cards.map((cardNumber) => t.call('POST', SMS, { cardNumber, idNo: u.idNo, phone: reservedPhone(t), branchId: branch.id }, { token: u.token })));
    expect(res.filter((r) => r.code === 200)).toHaveLength(CARD_VERIFY_DAILY_PER_USER);
    expect(res.filter((r) => r.code === 429 && r.msg === '今日银行卡验证次数已达上限，请明天再试')).toHaveLength(50 - CARD_VERIFY_DAILY_PER_USER);
    const refusedCard = cards[res.findIndex((r) => r.code === 429)];
    const rows = await t.deps.db.select().from(walletDailyCounters).where(and(eq(walletDailyCounters.key, `card:${cardNoHash(t.deps, refusedCard)}`)));
    expect(rows[0]?.count ?? 0).toBe(0);
  });
});

describe('unbinding', () => {
  it('needs the pay password (counted, locks after 5); another user’s card is 404; the card leaves the list', async () => {
    const u = await verifiedCustomer(t);
    const other = await verifiedCustomer(t);
    const { card } = await bindCard(t, u);
    expect((await t.call('GET', '/api/wallet/v1/card_details', { id: card.id }, { token: other.token })).code).toBe(404);
    expect((await t.call('POST', '/api/wallet/v1/unbundle', { id: card.id, payPassword: PAY_PWD }, { token: other.token })).msg).toBe('银行卡不存在');
    expect((await t.call('POST', '/api/wallet/v1/unbundle', { id: card.id, payPassword: '12' }, { token: u.token })).msg).toBe('payPassword：请输入6位支付密码');
    const wrong = await t.call('POST', '/api/wallet/v1/unbundle', { id: card.id, payPassword: '000000' }, { token: u.token });
    expect(wrong.code).toBe(20201);
    expect(wrong.msg).toBe('支付密码错误，还可尝试4次');
    const ok = await t.call('POST', '/api/wallet/v1/unbundle', { id: card.id, payPassword: PAY_PWD }, { token: u.token });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data).toEqual({ id: card.id, unbound: true });
    expect((await t.call('GET', '/api/wallet/v1/card_list', {}, { token: u.token })).data.records).toEqual([]);
    expect((await t.call('GET', '/api/wallet/v1/card_details', { id: card.id }, { token: u.token })).code).toBe(404);
    expect((await t.call('POST', '/api/wallet/v1/unbundle', { id: card.id, payPassword: PAY_PWD }, { token: u.token })).code).toBe(404);
    // Unbound, the same card can be bound again.
    const [row] = await t.deps.db.select().from(walletBankCards).where(eq(walletBankCards.id, card.id));
    expect(row.status).toBe('UNBOUND');
  });

  it('50 concurrent wrong pay passwords on unbinding: 5 are checked, the wallet locks, the card stays', async () => {
    const u = await verifiedCustomer(t);
    const { card } = await bindCard(t, u);
    const res = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', '/api/wallet/v1/unbundle', { id: card.id, payPassword: '000000' }, { token: u.token })));
    expect(res.filter((r) => r.code === 20201)).toHaveLength(4);
    expect(res.filter((r) => r.code === 20204)).toHaveLength(46);
    expect((await t.call('POST', '/api/wallet/v1/unbundle', { id: card.id, payPassword: PAY_PWD }, { token: u.token })).code).toBe(20204);
    expect((await t.call('GET', '/api/wallet/v1/card_list', {}, { token: u.token })).data.records).toHaveLength(1);
  });
});
