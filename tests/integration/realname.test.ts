import { eq } from 'drizzle-orm';
import { users } from '@/server/modules/auth/schema';
import { realnameVerifications } from '@/server/modules/realname/schema';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(() => t.close());

const AUTH = '/api/contract/v1/authentication';
const ID_OK = '510104199003071237';

async function user() {
  const phone = t.phone();
  const { token, userId } = await t.loginSms(phone);
  // The login code's 60 s gap: move the clock so the next SMS can go out.
  t.advance(61_000);
  return { token, userId, phone };
}

describe('real-name verification', () => {
  it('verifies name + valid ID + the own phone’s SMS code, and marks the account', async () => {
    const u = await user();
    const code = await t.sendCode(u.phone, 'default');
    const res = await t.call('POST', AUTH, { name: '张三', cardNo: ID_OK, smsCode: code }, { token: u.token });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ realStatus: 'AUTHENTICATION_SUCCESS', name: '张三', idNoMasked: '510104********1237' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, u.userId));
    expect(row.realStatus).toBe('AUTHENTICATION_SUCCESS');
    const [v] = await t.deps.db.select().from(realnameVerifications).where(eq(realnameVerifications.userId, u.userId));
    // The ID number is stored encrypted, never in clear.
    expect(v.idNoEnc).not.toContain(ID_OK);
    const info = await t.call('GET', '/api/contract/v1/realname_info', {}, { token: u.token });
    expect(info.data).toMatchObject({ realStatus: 'AUTHENTICATION_SUCCESS', idNoMasked: '510104********1237' });
    // Once verified, again is a conflict.
    t.advance(61_000);
    const again = await t.call('POST', AUTH, { name: '张三', cardNo: ID_OK, smsCode: await t.sendCode(u.phone, 'default') }, { token: u.token });
    expect(again.code).toBe(409);
  });

  it('refuses an invalid ID number: checksum, birth date, shape', async () => {
    const u = await user();
    const code = await t.sendCode(u.phone, 'default');
    const bad = await t.call('POST', AUTH, { name: '李四', cardNo: '510104199003071238', smsCode: code }, { token: u.token });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('cardNo：请输入正确的身份证号码（身份证号码校验位有误）');
    const date = await t.call('POST', AUTH, { name: '李四', cardNo: '510104199002301231', smsCode: code }, { token: u.token });
    expect(date.msg).toContain('出生日期有误');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, u.userId));
    expect(row.realStatus).toBe('NO_AUTHENTICATION');
  });

  it('refuses a wrong SMS code and a number already bound to another account', async () => {
    const u = await user();
    await t.sendCode(u.phone, 'default');
    const wrong = await t.call('POST', AUTH, { name: '王五', cardNo: '11010519491231002X', smsCode: '000000' }, { token: u.token });
    expect(wrong.code).toBe(10401);
    t.advance(61_000);
    const taken = await t.call('POST', AUTH, { name: '王五', cardNo: ID_OK, smsCode: await t.sendCode(u.phone, 'default') }, { token: u.token });
    expect(taken.code).toBe(409);
    expect(taken.msg).toBe('该身份证号已被其他账号认证');
  });

  it('needs a login', async () => {
    expect((await t.call('POST', AUTH, { name: '张三', cardNo: ID_OK, smsCode: '123456' })).code).toBe(5223);
  });
});
