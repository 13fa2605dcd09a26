import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, uploads, users } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';

// 个人信息 (inventory my §12): the profile fields, the avatar and the e-mail, each the caller's own only.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

const U = '/api/user/v1';
const codes = (answers: { code: number }[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }), {});
const all = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

/** A fresh account (SMS login, no password) from its own IP. */
async function account() {
  const phone = t.phone();
  const ip = randomIp();
  const login = await t.loginSms(phone, { ip });
  return { phone, ip, token: login.token, userId: login.userId };
}
type Account = Awaited<ReturnType<typeof account>>;

const update = (a: Account, type: string | number, value?: string) => t.call('POST', `${U}/update`, { type, value }, { token: a.token, ip: a.ip });
const info = (a: Account) => t.call('GET', `${U}/profile`, undefined, { token: a.token, ip: a.ip });

async function uploadPicture(a: Account, width = 400, height = 300) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  form.append('purpose', 'other');
  const res = await t.call('POST', '/api/upload/v1/upload', form, { token: a.token, ip: a.ip });
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; url: string };
}

async function mailedCode(to: string) {
  const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return /验证码为 (\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
}

describe('GET /api/user/v1/profile', () => {
  it('answers the caller\'s own account with its profile; there is no asking for another', async () => {
    const a = await account();
    const b = await account();
    const mine = await info(a);
    expect(mine.code, mine.msg).toBe(200);
    expect(mine.data).toMatchObject({
      id: a.userId,
      decodePhone: a.phone,
      nickName: `薯片用户${a.phone.slice(-4)}`,
      email: '',
      briefIntroduction: '',
      sex: 2,
      birthday: '',
      province: '',
      city: '',
      hasPassword: false,
    });
    expect((await info(b)).data.id).toBe(b.userId);
    expect((await t.call('GET', `${U}/profile`, { id: a.userId }, { token: b.token })).data.id).toBe(b.userId);
    expect(await t.call('GET', `${U}/info`, { id: a.userId }, { token: b.token })).toMatchObject({ code: 403, msg: '无权查看其他用户的信息' });
    expect(await t.call('GET', `${U}/profile`)).toMatchObject({ code: 5223 });
  });
});

describe('POST /api/user/v1/update', () => {
  it('changes one field at a time and answers the profile as it now stands', async () => {
    const a = await account();
    expect((await update(a, 1, '  薯片小王 ')).data).toMatchObject({ nickName: '薯片小王' });
    expect((await update(a, 7, '专注企业财税十年')).data).toMatchObject({ briefIntroduction: '专注企业财税十年', nickName: '薯片小王' });
    expect((await update(a, 2, '1990-05-20')).data).toMatchObject({ birthday: '1990-05-20' });
    expect((await update(a, 3, '0')).data).toMatchObject({ sex: 0 });
    expect((await update(a, 5, '510000,510100')).data).toMatchObject({ province: '四川省', city: '成都市', cityCode: '510100' });
    expect((await update(a, 5, '810000,')).data).toMatchObject({ province: '香港特别行政区', city: '', cityCode: '' });
    expect((await update(a, 7, '')).data).toMatchObject({ briefIntroduction: '' });
    // the new name is what the rest of the site reads
    const [row] = await t.deps.db.select({ nickName: users.nickName }).from(users).where(eq(users.id, a.userId));
    expect(row.nickName).toBe('薯片小王');
    expect((await info(a)).data.nickName).toBe('薯片小王');
  });

  it('answers bad input with a message naming the field, never 500', async () => {
    const a = await account();
    const cases: [Record<string, string | undefined>, string][] = [
      [{ value: '薯片' }, 'type：资料类型有误'],
      [{ type: '6', value: 'x' }, 'type：资料类型有误'],
      [{ type: '4', value: 'me@example.com' }, 'type：邮箱需通过邮箱验证码绑定'],
      [{ type: '1' }, 'value：没有输入昵称呢，请重新输入'],
      [{ type: '1', value: '王' }, 'value：昵称字数限制为2-14位'],
      [{ type: '1', value: '一二三四五六七八九十一二三四五' }, 'value：昵称字数限制为2-14位'],
      [{ type: '1', value: '薯片@小王' }, 'value：昵称不能输入特殊字符'],
      [{ type: '1', value: '薯片😀小王' }, 'value：昵称不能输入特殊字符'],
      [{ type: '1', value: '薯片 小王' }, 'value：昵称不能输入特殊字符'],
      [{ type: '1', value: '网赌老王' }, 'value：昵称包含敏感词或联系方式，请修改'],
      [{ type: '1', value: '微信13800138000' }, 'value：昵称包含敏感词或联系方式，请修改'],
      [{ type: '7', value: '字'.repeat(51) }, 'value：个人简介不能超过50个字'],
      [{ type: '7', value: '专业代开发票，价格优惠' }, 'value：个人简介包含敏感词或联系方式，请修改'],
      [{ type: '2', value: '1990-02-30' }, 'value：生日有误'],
      [{ type: '2', value: '1899-12-31' }, 'value：生日有误'],
      [{ type: '2', value: `${new Date().getFullYear() - 10}-01-01` }, 'value：需年满18周岁'],
      [{ type: '3', value: '5' }, 'value：性别有误'],
      [{ type: '5', value: '510000' }, 'value：所在地区有误'],
      [{ type: '5', value: '110000,' }, 'value：所在地区有误'],
      [{ type: '5', value: '510000,110100' }, 'value：所在地区有误'],
      [{ type: '5', value: '990000,990100' }, 'value：所在地区有误'],
      [{ type: '1', value: 'x'.repeat(201) }, 'value：内容过长'],
    ];
    for (const [form, msg] of cases) {
      expect(await t.call('POST', `${U}/update`, form, { token: a.token }), JSON.stringify(form)).toMatchObject({ code: 400, msg });
    }
    expect((await info(a)).data.nickName).toBe(`薯片用户${a.phone.slice(-4)}`);
  });

  it('refuses a nickname or an introduction with a disguised WeChat id (issue 28), as the community would hold it', async () => {
    const a = await account();
    for (const value of ['加我Vabc_12345', '威信同号abc_12345', '薇abc12345', '卫星abc_12345']) {
      expect(await update(a, 1, value), value).toMatchObject({ code: 400, msg: 'value：昵称包含敏感词或联系方式，请修改' });
    }
    for (const value of ['加我V：abc_12345', '威信同号 abc_12345', '薇：abc12345', '+薇 abc_12345', '卫星 abc_12345']) {
      expect(await update(a, 7, `做代账十年，${value}`), value).toMatchObject({ code: 400, msg: 'value：个人简介包含敏感词或联系方式，请修改' });
    }
    expect((await update(a, 1, '卫星导航小王')).code).toBe(200);
    expect((await update(a, 7, '做北斗卫星导航的，也用微信支付收款')).code).toBe(200);
  });

  it('needs an account: none is 5223, a visitor 403', async () => {
    expect(await t.call('POST', `${U}/update`, { type: 1, value: '薯片小王' })).toMatchObject({ code: 5223 });
    const visitor = await t.call('POST', '/api/authentication/v1/register_anonymous_id', { sourceId: 'dev-profile-1' });
    expect(await t.call('POST', `${U}/update`, { type: 1, value: '薯片小王' }, { token: visitor.data.token })).toMatchObject({ code: 403 });
  });
});

describe('POST /api/user/v1/update_avatar', () => {
  it('cuts the chosen square out of the picture and keeps a 320×320 WebP as the avatar', async () => {
    const a = await account();
    const pic = await uploadPicture(a, 400, 300);
    const res = await t.call('POST', `${U}/update_avatar`, { image: pic.url, x: 60, y: 0, size: 300 }, { token: a.token });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.url).toMatch(/^\/api\/upload\/v1\/file\/u\/\d{4}\/\d{2}\/up_[\w-]+\.webp$/);
    const file = await t.app.request(res.data.url);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    // the picture and the avatar both belong to the account now: neither can be attached again
    const attached = await t.deps.db.select({ attachedTo: uploads.attachedTo }).from(uploads).where(eq(uploads.userId, a.userId));
    expect(attached.map((r) => r.attachedTo)).toEqual([`avatar:${a.userId}`, `avatar:${a.userId}`]);
    expect(await t.call('POST', `${U}/update_avatar`, { image: pic.url }, { token: a.token })).toMatchObject({ code: 403 });
    expect((await info(a)).data.url).toBe(res.data.url);
  });

  it('takes the centre square when no square is given', async () => {
    const a = await account();
    const pic = await uploadPicture(a, 200, 500);
    const res = await t.call('POST', `${U}/update_avatar`, { image: pic.url }, { token: a.token });
    expect(res.code, res.msg).toBe(200);
  });

  it('refuses bad input naming the field, and leaves the picture free for another try', async () => {
    const a = await account();
    const pic = await uploadPicture(a, 400, 300);
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'image：不能为空'],
      [{ image: 'https://example.com/a.png' }, 'image：图片地址有误，请重新上传'],
      [{ image: '/api/upload/v1/file/u/2020/01/up_nothing_here.png' }, 'image：图片不存在，请重新上传'],
      [{ image: pic.url, x: 0 }, 'size：裁剪区域不完整'],
      [{ image: pic.url, x: 'a', y: 0, size: 100 }, 'x：裁剪位置有误'],
      [{ image: pic.url, x: -1, y: 0, size: 100 }, 'x：裁剪位置有误'],
      [{ image: pic.url, x: 200, y: 0, size: 300 }, 'size：裁剪区域超出图片范围'],
      [{ image: pic.url, x: 0, y: 0, size: 10 }, 'size：头像区域至少需要32×32像素，请换一张图片'],
    ];
    for (const [form, msg] of cases) {
      expect(await t.call('POST', `${U}/update_avatar`, form, { token: a.token }), JSON.stringify(form)).toMatchObject({ code: 400, msg });
    }
    expect((await t.call('POST', `${U}/update_avatar`, { image: pic.url, x: 100, y: 0, size: 300 }, { token: a.token })).code).toBe(200);
  });

  it("never takes another user's picture", async () => {
    const a = await account();
    const b = await account();
    const pic = await uploadPicture(b);
    expect(await t.call('POST', `${U}/update_avatar`, { image: pic.url }, { token: a.token })).toMatchObject({ code: 403 });
    const [row] = await t.deps.db.select({ attachedTo: uploads.attachedTo }).from(uploads).where(eq(uploads.id, pic.id));
    expect(row.attachedTo).toBeNull();
    expect((await info(a)).data.url).toBe('/images/avatar-default.svg');
  });

  it('of 20 concurrent requests with one picture, exactly one becomes the avatar', async () => {
    const a = await account();
    const pic = await uploadPicture(a);
    const answers = await all(20, () => t.call('POST', `${U}/update_avatar`, { image: pic.url }, { token: a.token }));
    const n = codes(answers);
    expect(n[200]).toBe(1);
    expect((n[403] ?? 0) + (n[429] ?? 0)).toBe(19);
  });
});

describe('e-mail bound by a code', () => {
  const send = (a: Account, email: string) => t.call('POST', `${U}/send_email_code`, { email }, { token: a.token });
  const bind = (a: Account, email: string, code: string) => t.call('POST', `${U}/bind_email`, { email, code }, { token: a.token });

  it('mails a code through the mail adapter; the code binds the address it was sent to', async () => {
    const a = await account();
    const email = `me.${a.phone}@example.com`;
    expect((await send(a, email.toUpperCase())).data).toEqual({ resendSeconds: 60, expireSeconds: 1800 });
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await bind(a, `other.${a.phone}@example.com`, code)).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
    expect((await bind(a, email, code)).data).toMatchObject({ email });
    expect(await bind(a, email, code)).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
    expect((await info(a)).data.email).toBe(email);
  });

  it('answers bad input with a message naming the field', async () => {
    const a = await account();
    expect(await t.call('POST', `${U}/send_email_code`, {}, { token: a.token })).toMatchObject({ code: 400, msg: 'email：不能为空' });
    expect(await send(a, 'not-an-email')).toMatchObject({ code: 400, msg: 'email：请输入有效邮箱号码' });
    expect(await send(a, `${'x'.repeat(60)}@example.com`)).toMatchObject({ code: 400, msg: 'email：请输入有效邮箱号码' });
    expect(await bind(a, 'me@example.com', '12')).toMatchObject({ code: 400, msg: 'code：验证码有误' });
    expect(await bind(a, 'me@example.com', '123456')).toMatchObject({ code: 10401 });
  });

  it("one account's code binds nothing for another", async () => {
    const a = await account();
    const b = await account();
    const email = `shared.${a.phone}@example.com`;
    await send(a, email);
    expect(await bind(b, email, await mailedCode(email))).toMatchObject({ code: 10401 });
    expect((await info(b)).data.email).toBe('');
  });

  it('of 50 concurrent wrong codes, 5 are compared and the code is dead', async () => {
    const a = await account();
    const email = `guess.${a.phone}@example.com`;
    await send(a, email);
    const right = await mailedCode(email);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = await all(50, () => bind(a, email, wrong));
    expect(answers.filter((r) => r.msg === '验证码错误')).toHaveLength(5);
    expect(answers.filter((r) => r.msg === '验证码已失效，请重新获取')).toHaveLength(45);
    expect(await bind(a, email, right)).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
  });

  it('of 30 concurrent sends one goes out; then one a minute, 10 an account and 5 an address a day', async () => {
    t.toChinaMorning();
    const a = await account();
    const email = `limit.${a.phone}@example.com`;
    const n = codes(await all(30, () => send(a, email)));
    expect(n).toEqual({ 200: 1, 10405: 29 });
    for (let i = 0; i < 4; i++) {
      t.advance(61_000);
      expect((await send(a, email)).code).toBe(200);
    }
    t.advance(61_000);
    expect(await send(a, email)).toMatchObject({ code: 10406, msg: '今日邮件验证码发送次数已达上限，请明天再试' });
    // the address is spent for today, the account is not
    t.advance(61_000);
    expect((await send(a, `limit2.${a.phone}@example.com`)).code).toBe(200);
    const b = await account();
    expect((await send(b, email)).code).toBe(10406);
  });
});
