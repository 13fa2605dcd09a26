import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { FX, seedCatalogFixtures } from './goodsFixtures';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixtures(t.deps.db, t.deps.now());
  token = (await t.loginSms(t.phone())).token;
  // The marketplace seed makes a context slow on a busy machine.
});
afterAll(async () => {
  await t?.close();
});

const ADD = '/api/save/v1/add';
const CANCEL = '/api/save/v1/cancel';
const CHECK = '/api/save/v1/check';
const LIST = '/api/save/v1/list';

describe('favourites', () => {
  it('adds, checks, lists and cancels each kind of target; adding twice keeps one', async () => {
    const targets = [
      { targetType: 'goods', targetId: FX.FIXED },
      { targetType: 'trade', targetId: FX.GS1 },
      { targetType: 'planner', targetId: FX.PLANNER },
      { targetType: 'combo', targetId: FX.COMBO },
    ];
    for (const target of targets) {
      expect(await t.call('POST', ADD, target, { token })).toEqual({ code: 200, data: { saved: true }, msg: 'success' });
      expect((await t.call('GET', CHECK, target, { token })).data).toEqual({ saved: true });
    }
    expect((await t.call('POST', ADD, targets[0], { token })).code).toBe(200);
    const list = await t.call('GET', LIST, {}, { token });
    expect(list.data.totalCount).toBe(4);
    expect(list.data.records.map((r: { targetType: string }) => r.targetType).sort()).toEqual(['combo', 'goods', 'planner', 'trade']);
    const g = list.data.records.find((r: { targetType: string }) => r.targetType === 'goods');
    expect(g).toMatchObject({ name: '测试公司注册', priceText: '1200元', href: `/detail?productId=${FX.FIXED}&classCodeOne=${FX.L1}`, gone: false });
    const only = await t.call('GET', LIST, { targetType: 'planner' }, { token });
    expect(only.data.records).toHaveLength(1);
    expect(await t.call('POST', CANCEL, targets[1], { token })).toEqual({ code: 200, data: { saved: false }, msg: 'success' });
    expect((await t.call('GET', CHECK, targets[1], { token })).data.saved).toBe(false);
    expect((await t.call('POST', CANCEL, targets[1], { token })).code).toBe(200);
  });

  it('shows the detail isSave flag and marks removed goods as gone', async () => {
    expect((await t.call('GET', '/api/goods/v4/detail', { productId: FX.FIXED }, { token })).data.isSave).toBe(true);
    expect((await t.call('GET', '/api/goods/v4/detail', { productId: FX.FIXED })).data.isSave).toBe(false);
    await t.call('POST', ADD, { targetType: 'goods', targetId: FX.ZERO }, { token });
    await t.deps.db.delete(goods).where(eq(goods.id, FX.ZERO));
    const list = await t.call('GET', LIST, { targetType: 'goods' }, { token });
    expect(list.data.records.find((r: { targetId: string }) => r.targetId === FX.ZERO)).toMatchObject({ gone: true, name: '该内容已失效' });
  });

  it('keeps users apart', async () => {
    const other = (await t.loginSms(t.phone())).token;
    expect((await t.call('GET', CHECK, { targetType: 'goods', targetId: FX.FIXED }, { token: other })).data.saved).toBe(false);
    expect((await t.call('GET', LIST, {}, { token: other })).data.totalCount).toBe(0);
  });

  it('needs an account: no session 5223, visitor 403; check answers false without login', async () => {
    const target = { targetType: 'goods', targetId: FX.FIXED };
    expect((await t.call('POST', ADD, target)).code).toBe(5223);
    const visitor = await t.call('POST', '/api/authentication/v1/register_anonymous_id', { sourceId: 'dev-fav-1' });
    expect((await t.call('POST', ADD, target, { token: visitor.data.token })).code).toBe(403);
    expect((await t.call('GET', CHECK, target)).data).toEqual({ saved: false });
    expect((await t.call('GET', LIST)).code).toBe(5223);
  });

  it('names bad input and 404s an unknown target', async () => {
    expect((await t.call('POST', ADD, { targetType: 'shop', targetId: 'x' }, { token })).msg).toBe('targetType：收藏类型有误');
    expect((await t.call('POST', ADD, { targetType: 'goods' }, { token })).msg).toBe('targetId：不能为空');
    expect(await t.call('POST', ADD, { targetType: 'goods', targetId: 'g_nope' }, { token })).toEqual({ code: 404, data: null, msg: '收藏的内容不存在' });
    expect((await t.call('POST', ADD, { targetType: 'trade', targetId: FX.ADDR1 }, { token })).code).toBe(404);
  });
});
