import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shippingAddresses } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { newVisitor } from './chatFixtures';

// 收货地址: bad input named by field (never 500), the region checked against the offline table, ownership on every
// id, at most 10 per user and exactly one default, both under 50 concurrent requests.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const LIST = '/api/address/v1/shipping_address_list';
const INFO = '/api/address/v1/shipping_address_info';
const ADD = '/api/address/v1/add_shipping_address';
const UPDATE = '/api/address/v1/update_shipping_address';
const SET_DEFAULT = '/api/address/v1/set_default';
const DEL = '/api/address/v1/del_address';

/** 四川省 成都市 武侯区. */
const CHENGDU = { contactName: '张三', phone: '13800138000', provinceCode: '510000', cityCode: '510100', areaCode: '510107', address: '天府大道北段1700号' };

const customer = async () => t.loginSms(t.phone(), { ip: randomIp() });
const add = (token: string, over: Record<string, unknown> = {}) => t.call('POST', ADD, { ...CHENGDU, ...over }, { token });
const addOk = async (token: string, over: Record<string, unknown> = {}) => {
  const r = await add(token, over);
  expect(r.code, r.msg).toBe(200);
  return r.data as { id: string; defaultAddress: 0 | 1; fullAddress: string; address: string };
};
const list = async (token: string) => {
  const r = await t.call('GET', LIST, undefined, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data as { records: { id: string; defaultAddress: number; contactName: string }[]; total: number; max: number };
};
const defaultsOf = async (userId: string) =>
  (await t.deps.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, userId))).filter((r) => r.isDefault).length;

describe('bad input', () => {
  it('answers with an envelope naming the field, in plain Chinese', async () => {
    const { token } = await customer();
    const msg = async (over: Record<string, unknown>) => (await add(token, over)).msg;
    expect(await msg({ contactName: undefined })).toBe('contactName：请填写收货人姓名');
    expect(await msg({ contactName: '张' })).toBe('contactName：姓名限制为2-20位');
    expect(await msg({ contactName: '张'.repeat(21) })).toBe('contactName：姓名限制为2-20位');
    expect(await msg({ contactName: '张@三' })).toBe('contactName：姓名不能输入特殊字符');
    expect(await msg({ contactName: '<b>张三</b>' })).toBe('contactName：姓名不能输入特殊字符');
    expect(await msg({ phone: undefined })).toBe('phone：请填写收货人手机号');
    expect(await msg({ phone: '1380013800' })).toBe('phone：手机号格式不正确，请重新输入');
    expect(await msg({ phone: '23800138000' })).toBe('phone：手机号格式不正确，请重新输入');
    // 1, then 3–9: 12345678901 is nobody's phone.
    expect(await msg({ phone: '12345678901' })).toBe('phone：手机号格式不正确，请重新输入');
    expect(await msg({ provinceCode: undefined })).toBe('provinceCode：请填写收货地址');
    expect(await msg({ provinceCode: '999999' })).toBe('provinceCode：省份有误');
    expect(await msg({ provinceCode: 'abc' })).toBe('provinceCode：省份有误');
    expect(await msg({ cityCode: undefined })).toBe('cityCode：请填写收货地址');
    expect(await msg({ cityCode: '110100' })).toBe('cityCode：城市有误');
    expect(await msg({ cityCode: '51010' })).toBe('cityCode：城市有误');
    expect(await msg({ areaCode: undefined })).toBe('areaCode：请选择区县');
    expect(await msg({ areaCode: '110101' })).toBe('areaCode：区县有误');
    expect(await msg({ address: undefined })).toBe('address：请填写详细地址');
    expect(await msg({ address: '号' })).toBe('address：详细地址至少2个字');
    expect(await msg({ address: '路'.repeat(101) })).toBe('address：详细地址不能超过100个字');
    expect(await msg({ address: '<script>alert(1)</script>' })).toBe('address：请填写详细地址');
    expect(await msg({ postcode: '12345' })).toBe('postcode：邮政编码须为6位数字');
    expect(await msg({ defaultAddress: '2' })).toBe('defaultAddress：默认地址只能为0或1');
    expect((await t.call('GET', INFO, { id: 'x y' }, { token })).msg).toBe('id：收货地址有误');
    expect((await t.call('POST', DEL, {}, { token })).code).toBe(400);
    expect((await list(token)).total).toBe(0);
  });

  it('needs an account: no token is a session error, a visitor is refused', async () => {
    expect((await t.call('GET', LIST)).code).toBe(5223);
    expect((await t.call('POST', ADD, CHENGDU)).code).toBe(5223);
    const visitor = await newVisitor(t);
    expect((await add(visitor.token)).code).toBe(403);
  });
});

describe('regions and text', () => {
  it('takes names from the region table; a level is required only when it exists', async () => {
    const { token } = await customer();
    const a = await addOk(token);
    expect(a.fullAddress).toBe('四川省成都市武侯区天府大道北段1700号');
    const bj = await addOk(token, { provinceCode: '110000', cityCode: '110100', areaCode: '110105', address: '建国路88号' });
    expect(bj.fullAddress).toBe('北京市朝阳区建国路88号');
    const dg = await addOk(token, { provinceCode: '440000', cityCode: '441900', areaCode: undefined, address: '南城街道1号' });
    expect(dg.fullAddress).toBe('广东省东莞市南城街道1号');
    const hk = await addOk(token, { provinceCode: '810000', cityCode: undefined, areaCode: undefined, address: '中环皇后大道中1号', postcode: '999077' });
    expect(hk.fullAddress).toBe('香港特别行政区中环皇后大道中1号');
    expect((await add(token, { provinceCode: '810000', cityCode: '510100' })).msg).toBe('cityCode：该地区没有下级区域');
  });

  it('stores the detail as plain text without tags or emoji', async () => {
    const { token } = await customer();
    const a = await addOk(token, { address: '<img src=x onerror=alert(1)>天府大道😀<b>1号</b>' });
    expect(a.address).toBe('天府大道1号');
  });
});

describe('list, edit, default, delete', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const { token, userId } = await customer();
    const first = await addOk(token, { defaultAddress: 0 });
    expect(first.defaultAddress).toBe(1);
    const second = await addOk(token, { contactName: '李四' });
    expect(second.defaultAddress).toBe(0);
    const third = await addOk(token, { contactName: '王五', defaultAddress: 1 });
    expect(third.defaultAddress).toBe(1);
    let l = await list(token);
    expect(l.max).toBe(10);
    expect(l.records.map((r) => r.id)).toEqual([third.id, second.id, first.id]);
    expect(await defaultsOf(userId)).toBe(1);

    const sd = await t.call('POST', SET_DEFAULT, { id: second.id }, { token });
    expect(sd.code, sd.msg).toBe(200);
    expect(sd.data.defaultAddress).toBe(1);
    l = await list(token);
    expect(l.records[0].id).toBe(second.id);
    expect(l.records.filter((r) => r.defaultAddress === 1)).toHaveLength(1);

    // 0 on the default keeps it the default; 1 on another moves it.
    const keep = await t.call('POST', UPDATE, { ...CHENGDU, id: second.id, contactName: '李四四', defaultAddress: 0 }, { token });
    expect(keep.code, keep.msg).toBe(200);
    expect(keep.data).toMatchObject({ contactName: '李四四', defaultAddress: 1 });
    const move = await t.call('POST', UPDATE, { ...CHENGDU, id: first.id, postcode: '610041', defaultAddress: 1 }, { token });
    expect(move.data).toMatchObject({ postcode: '610041', defaultAddress: 1 });
    expect(await defaultsOf(userId)).toBe(1);

    const info = await t.call('GET', INFO, { id: first.id }, { token });
    expect(info.data).toMatchObject({ id: first.id, provinceName: '四川省', cityName: '成都市', areaName: '武侯区', areaCode: '510107' });

    // Deleting the default hands it to the most recently changed of the rest.
    const del = await t.call('POST', DEL, { id: first.id }, { token });
    expect(del.code, del.msg).toBe(200);
    expect(del.data).toEqual({ id: first.id, defaultId: second.id });
    expect((await t.call('GET', INFO, { id: first.id }, { token })).code).toBe(404);
    expect((await t.call('POST', DEL, { id: first.id }, { token })).code).toBe(404);
    await t.call('POST', DEL, { id: second.id }, { token });
    const last = await t.call('POST', DEL, { id: third.id }, { token });
    expect(last.data).toEqual({ id: third.id, defaultId: null });
    expect((await list(token)).total).toBe(0);
  });
});

describe('ownership', () => {
  it("answers another user's address as unknown and leaves it alone", async () => {
    const owner = await customer();
    const other = await customer();
    const a = await addOk(owner.token);
    await addOk(owner.token, { contactName: '李四' });
    for (const [method, path, payload] of [
      ['GET', INFO, { id: a.id }],
      ['POST', UPDATE, { ...CHENGDU, id: a.id, contactName: '坏人' }],
      ['POST', SET_DEFAULT, { id: a.id }],
      ['POST', DEL, { id: a.id }],
    ] as const) {
      const r = await t.call(method, path, payload, { token: other.token });
      expect(r.code, `${path}`).toBe(404);
      expect(r.msg).toBe('收货地址不存在');
    }
    const [row] = await t.deps.db.select().from(shippingAddresses).where(eq(shippingAddresses.id, a.id));
    expect(row).toMatchObject({ userId: owner.userId, contactName: '张三', isDefault: true });
    expect((await list(other.token)).total).toBe(0);
  });
});

describe('limits under concurrency', () => {
  it('keeps at most 10 addresses when 50 are added at once, exactly one of them the default', async () => {
    const { token, userId } = await customer();
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => add(token, { contactName: `客户${i}`, defaultAddress: i % 2 })));
    expect(res.filter((r) => r.code === 200)).toHaveLength(10);
    const refused = res.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => `${r.code} ${r.msg}`))).toEqual(new Set(['409 收货地址最多可以添加10个']));
    expect((await list(token)).total).toBe(10);
    expect(await defaultsOf(userId)).toBe(1);
  });

  it('leaves exactly one default after 50 concurrent set_default calls over several addresses', async () => {
    const { token, userId } = await customer();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await addOk(token, { contactName: `收件${i}` })).id);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => t.call('POST', SET_DEFAULT, { id: ids[i % ids.length] }, { token })));
    expect(res.every((r) => r.code === 200)).toBe(true);
    expect(await defaultsOf(userId)).toBe(1);
    const l = await list(token);
    expect(l.records.filter((r) => r.defaultAddress === 1)).toHaveLength(1);
  });

  it('leaves exactly one default when the default is deleted while others are made default', async () => {
    const { token, userId } = await customer();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await addOk(token, { contactName: `收件${i}` })).id);
    const calls = [
      ...ids.slice(0, 3).map((id) => t.call('POST', DEL, { id }, { token })),
      ...Array.from({ length: 30 }, (_, i) => t.call('POST', SET_DEFAULT, { id: ids[3 + (i % 3)] }, { token })),
    ];
    await Promise.all(calls);
    expect((await list(token)).total).toBe(3);
    expect(await defaultsOf(userId)).toBe(1);
  });
});
