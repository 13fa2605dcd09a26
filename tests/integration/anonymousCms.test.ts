import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, protocols, sessions, users } from '@/server/db/schema';
import { seed } from '@/server/seed';
import { createTestContext, randomIp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const REGISTER_ANON = '/api/authentication/v1/register_anonymous_id';
const FIND_ANON = '/api/authentication/v1/find_anonymous_info';
const BIND_ANON = '/api/authentication/v1/bind_user_anonymous';
const deviceId = () => 'dev-' + Math.random().toString(36).slice(2);

describe('anonymous visitor', () => {
  it('registers a visitor identity with a VISITOR token; its token, not the device id, keeps the identity', async () => {
    const sourceId = deviceId();
    const a = await t.call('POST', REGISTER_ANON, { sourceType: 'EQUIPMENT', sourceId });
    expect(a.code, a.msg).toBe(200);
    expect(a.data).toMatchObject({ bindState: 0 });
    expect(a.data.imUserId).toBe(a.data.id);
    // with its token: the same identity, a new token
    const b = await t.call('POST', REGISTER_ANON, { sourceId, visitorToken: a.data.token });
    expect(b.data.id).toBe(a.data.id);
    expect(b.data.token).not.toBe(a.data.token);
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, a.data.id));
    expect(rows.map((r) => r.userType)).toEqual(['VISITOR', 'VISITOR']);
    // the device id alone (it travels with page views) gets a new identity, not a token for this one
    const c = await t.call('POST', REGISTER_ANON, { sourceId });
    expect(c.data.id).not.toBe(a.data.id);
    // the visitor token is a valid session, but not an account
    expect((await t.call('GET', '/api/find_protocol', { categoryCode: 'protocol100122' }, { token: a.data.token })).code).toBe(200);
    expect((await t.call('POST', '/api/login/v1/account_info', { userId: a.data.id }, { token: a.data.token })).code).toBe(403);
  });

  it('names the bad field', async () => {
    expect(await t.call('POST', REGISTER_ANON, { sourceType: 'EQUIPMENT' })).toMatchObject({ code: 400, msg: 'sourceId：不能为空' });
    expect(await t.call('POST', REGISTER_ANON, { sourceType: 'bad type', sourceId: 'x' })).toMatchObject({ code: 400, msg: 'sourceType：来源类型有误' });
    expect(await t.call('POST', FIND_ANON, {})).toMatchObject({ code: 400, msg: 'anonymousId：不能为空' });
    const me = await t.loginPassword('13800138000', 'demo123456', { ip: randomIp() });
    expect(await t.call('POST', BIND_ANON, { anonymousId: 'a_x' }, { token: me.data.token })).toMatchObject({ code: 400, msg: 'visitorToken：不能为空' });
  });

  it('finds an identity for its own visitor only; anyone else gets the answer of an unknown id', async () => {
    const reg = await t.call('POST', REGISTER_ANON, { sourceId: deviceId() });
    const mine = { code: 200, data: { id: reg.data.id, bindState: 0, userId: null } };
    expect(await t.call('POST', FIND_ANON, { anonymousId: reg.data.id }, { token: reg.data.token })).toMatchObject(mine);
    expect(await t.call('POST', FIND_ANON, { anonymousId: reg.data.id, visitorToken: reg.data.token })).toMatchObject(mine);
    const unknown = await t.call('POST', FIND_ANON, { anonymousId: 'a_nope' });
    expect(unknown).toMatchObject({ code: 404, msg: '匿名身份不存在' });
    const other = await t.call('POST', REGISTER_ANON, { sourceId: deviceId() });
    expect(await t.call('POST', FIND_ANON, { anonymousId: reg.data.id })).toEqual(unknown);
    expect(await t.call('POST', FIND_ANON, { anonymousId: reg.data.id }, { token: other.data.token })).toEqual(unknown);
    expect(await t.call('POST', FIND_ANON, { anonymousId: reg.data.id, visitorToken: other.data.token })).toEqual(unknown);
    const someone = await t.loginPassword('13900139000', 'planner123', { ip: randomIp() });
    expect(await t.call('POST', FIND_ANON, { anonymousId: reg.data.id }, { token: someone.data.token })).toEqual(unknown);
  });

  it('binds to the logged-in user with the visitor token; the id alone binds nothing; another user gets 409', async () => {
    const reg = await t.call('POST', REGISTER_ANON, { sourceId: deviceId() });
    const id = reg.data.id as string;
    const bind = (token: string | undefined, visitorToken = reg.data.token as string) => t.call('POST', BIND_ANON, { anonymousId: id, visitorToken }, { token });
    expect((await bind(undefined)).code).toBe(5223);
    expect((await bind(reg.data.token)).code).toBe(403);
    const me = await t.loginPassword('13800138000', 'demo123456', { ip: randomIp() });
    // somebody else's visitor token proves nothing about this id
    const stranger = await t.call('POST', REGISTER_ANON, { sourceId: deviceId() });
    expect(await bind(me.data.token, stranger.data.token)).toMatchObject({ code: 404, msg: '匿名身份不存在' });
    expect(await t.call('POST', FIND_ANON, { anonymousId: id }, { token: reg.data.token })).toMatchObject({ data: { bindState: 0, userId: null } });
    expect(await bind(me.data.token)).toMatchObject({ code: 200, data: { id, bindState: 1, userId: 'u_demo_customer' } });
    expect((await bind(me.data.token)).code).toBe(200);
    // the account it is bound to may read it too
    expect(await t.call('POST', FIND_ANON, { anonymousId: id }, { token: me.data.token })).toMatchObject({ data: { bindState: 1, userId: 'u_demo_customer' } });
    const other = await t.loginPassword('13900139000', 'planner123', { ip: randomIp() });
    expect((await bind(other.data.token)).code).toBe(409);
    expect((await t.call('POST', BIND_ANON, { anonymousId: 'a_nope', visitorToken: reg.data.token }, { token: other.data.token })).code).toBe(404);
    // registering again with the token reports the binding
    expect(await t.call('POST', REGISTER_ANON, { sourceId: deviceId(), visitorToken: reg.data.token })).toMatchObject({ data: { id, bindState: 1 } });
  });

  it('login with anonymousId binds the visitor identity only with its visitor token', async () => {
    const reg = await t.call('POST', REGISTER_ANON, { sourceId: deviceId() });
    const victim = await t.call('POST', REGISTER_ANON, { sourceId: deviceId() });
    const login = async (extra: Record<string, string>) => {
      const phone = t.phone();
      const smsCode = await t.sendCode(phone, 'login');
      const res = await t.call('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, ...extra });
      expect(res.code, res.msg).toBe(200);
      return res.data as { userId: string; token: string };
    };
    // the id alone, or with another visitor's token: logged in, nothing bound
    await login({ anonymousId: victim.data.id });
    await login({ anonymousId: victim.data.id, visitorToken: reg.data.token });
    expect(await t.call('POST', FIND_ANON, { anonymousId: victim.data.id }, { token: victim.data.token })).toMatchObject({ data: { bindState: 0, userId: null } });
    const user = await login({ anonymousId: reg.data.id, visitorToken: reg.data.token });
    expect(await t.call('POST', FIND_ANON, { anonymousId: reg.data.id }, { token: reg.data.token })).toMatchObject({ data: { bindState: 1, userId: user.userId } });
  });
});

describe('find_protocol', () => {
  const codes: [string, string][] = [
    ['protocol100122', '薯片用户服务协议'],
    ['protocol100121', '薯片隐私协议'],
    ['protocol100007', '重要风险提示'],
    ['protocol100008', '下单协议'],
    ['protocol100014', '优惠券使用规则'],
    ['protocol100040', '售后服务协议'],
    ['protocol100041', '钱包服务协议'],
  ];
  it.each(codes)('%s is a multi-section HTML document (%s)', async (categoryCode, title) => {
    const res = await t.call('GET', '/api/find_protocol', { categoryCode, includeField: 'content,title' });
    expect(res.code).toBe(200);
    const [row] = res.data.rows;
    expect(row).toMatchObject({ categoryCode, title });
    expect((row.content.match(/<h3>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(row.content.replace(/<[^>]+>/g, '').length).toBeGreaterThan(300);
  });

  it('returns only the requested fields, empty rows for an unknown code, 400 without a code', async () => {
    const titleOnly = await t.call('GET', '/api/find_protocol', { categoryCode: 'protocol100122', includeField: 'title' });
    expect(titleOnly.data.rows[0]).toEqual({ categoryCode: 'protocol100122', title: '薯片用户服务协议' });
    expect(await t.call('GET', '/api/find_protocol', { categoryCode: 'protocol999999' })).toMatchObject({ code: 200, data: { rows: [] } });
    expect(await t.call('GET', '/api/find_protocol', {})).toMatchObject({ code: 400, msg: 'categoryCode：不能为空' });
  });
});

describe('page views', () => {
  it('stores a page view with the user of the session', async () => {
    const me = await t.loginPassword('13800138000', 'demo123456', { ip: randomIp() });
    const res = await t.call('POST', '/api/analytics/page_view', { path: '/my/settings', title: '设置', referrer: 'https://example.com/', deviceId: 'dev-pv-1' }, { token: me.data.token });
    expect(res).toMatchObject({ code: 200, data: null });
    const [row] = await t.deps.db.select().from(pageViews).where(eq(pageViews.deviceId, 'dev-pv-1'));
    expect(row).toMatchObject({ path: '/my/settings', title: '设置', userId: 'u_demo_customer' });
    expect((await t.call('POST', '/api/analytics/page_view', { path: '/' })).code).toBe(200);
  });

  it('names a bad path', async () => {
    expect(await t.call('POST', '/api/analytics/page_view', { path: 'no-slash' })).toMatchObject({ code: 400, msg: 'path：页面路径有误' });
    expect(await t.call('POST', '/api/analytics/page_view', {})).toMatchObject({ code: 400, msg: 'path：不能为空' });
  });
});

describe('seed', () => {
  it('is idempotent and restores the demo accounts', async () => {
    const count = async () => [await t.deps.db.$count(users), await t.deps.db.$count(protocols)];
    const before = await count();
    await t.deps.db.update(users).set({ nickName: 'changed' }).where(eq(users.phone, '13900139000'));
    await seed(t.deps);
    expect(await count()).toEqual(before);
    const [planner] = await t.deps.db.select().from(users).where(eq(users.phone, '13900139000'));
    expect(planner).toMatchObject({ id: 'u_demo_planner', nickName: '王规划', userType: 'MERCHANT_USER' });
    expect((await t.loginPassword('13900139000', 'planner123', { ip: randomIp() })).code).toBe(200);
  });
});
