import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { storeGoods, stores } from '@/server/modules/store/schema';
import { orders } from '@/server/modules/order/schema';
import { multipartBody, type TestContext } from './helpers';
import { AGREE, G, loginDemo, loginPlanner, payWallet, price, serial } from './orderFixtures';

// Orders for the after-purchase tests, made through the order helper's own API (submit, wallet payment, planner
// nodes, confirmation), so the rows are exactly what the storefront produces.

export const OPERATOR_TOKEN = 'test-operator-token-0123456789';
export const op = { headers: { 'x-operator-token': OPERATOR_TOKEN } };

/** A paid order (pay type 1: paid in full at submit) of the demo customer, served by the demo planner. */
export async function paidOrder(t: TestContext, token: string, goodsId: string = G.full, plannerId = 'u_demo_planner') {
  const items = [{ goodsId, goodsNumber: 1 }];
  const p = await price(t, token, { items });
  expect(p.code, p.msg).toBe(200);
  const sub = await t.call(
    'POST',
    '/api/order/v2/autonomy_submit_order',
    { items, idempotencyKey: await serial(t, token), shownPayableFen: p.data.needPayTotalMoneyFen, orderAgreementIds: AGREE, plannerId },
    { token },
  );
  expect(sub.code, sub.msg).toBe(200);
  const s = sub.data as { cusOrderId: string; orderIds: string[] };
  const paid = await payWallet(t, token, s.cusOrderId);
  expect(paid.code, paid.msg).toBe(200);
  const [o] = await t.deps.db.select().from(orders).where(eq(orders.id, s.orderIds[0]));
  expect(o.paidFen).toBeGreaterThan(0);
  return { cusOrderId: s.cusOrderId, orderId: o.id, orderNo: o.orderNo, paidFen: o.paidFen, goodsId };
}

/** A paid order taken through its service nodes by the planner and confirmed by the customer. */
export async function completedOrder(t: TestContext, token: string, goodsId: string = G.full, plannerId = 'u_demo_planner') {
  const o = await paidOrder(t, token, goodsId, plannerId);
  const planner = await loginPlanner(t);
  for (let i = 0; i < 3; i++) {
    const r = await t.call('POST', '/api/order/v2/planner/advance_node', { orderId: o.orderId }, { token: planner });
    expect(r.code, r.msg).toBe(200);
  }
  const c = await t.call('POST', '/api/order/v2/confirm_order', { orderSkuIds: o.orderId }, { token });
  expect(c.code, c.msg).toBe(200);
  return o;
}

/** Puts a goods into the demo planner's store, so the planner acts as merchant (operator) for its orders. */
export async function sellInDemoPlannerStore(t: TestContext, goodsId: string) {
  const [store] = await t.deps.db.select().from(stores).where(eq(stores.ownerUserId, 'u_demo_planner')).limit(1);
  expect(store, 'the demo planner has a store').toBeTruthy();
  const [had] = await t.deps.db.select().from(storeGoods).where(and(eq(storeGoods.storeId, store.id), eq(storeGoods.targetId, goodsId))).limit(1);
  if (!had) await t.deps.db.insert(storeGoods).values({ id: `sg_test_${goodsId}`, storeId: store.id, targetId: goodsId, targetType: 'goods', sort: 0 });
  return store.id;
}

/**
 * A paid order of the token's customer, sold in the demo planner's store (so the demo planner decides its refunds), and
 * a refund request of `amountFen` on it: the sheet's id and the order's ids.
 */
export async function refundSheet(t: TestContext, token: string, amountFen: number, why: { reasonNo?: string; detail?: string } = {}) {
  const o = await paidOrder(t, token);
  await sellInDemoPlannerStore(t, o.goodsId);
  const a = await t.call(
    'POST',
    '/api/orderSale/v1/refund',
    { orderId: o.orderId, afterSaleReasonNo: why.reasonNo ?? 'AFTER_SALE_REASON_1', afterSaleProblemDetail: why.detail ?? '不需要了', afterSaleAgreementIds: 'shupianaftersale', refundAmountFen: amountFen },
    { token },
  );
  expect(a.code, a.msg).toBe(200);
  return { id: a.data.afterSaleId as string, orderId: o.orderId, orderNo: o.orderNo };
}

export { G, loginDemo, loginPlanner };

/** A tiny valid PNG (1×1). */
export const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Uploads bytes as multipart (signed like the client: the body's SHA-256 is signed, see lib/sign.ts). */
export async function upload(t: TestContext, token: string, data: Buffer, name = 'a.png', purpose = 'aftersale', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  form.append('purpose', purpose);
  const { computeSign, SIGN_HEADERS } = await import('@/lib/sign');
  const { SYS_CODE } = await import('@/lib/constants');
  const time = t.deps.now().getTime();
  const nonce = `up-${time}-${Math.random().toString(36).slice(2, 10)}`;
  const mp = await multipartBody(form);
  const sign = computeSign({ method: 'POST', path: '/api/upload/v1/upload', data: '', bodySha256: mp.sha256, token, time, nonce, sysCode: SYS_CODE, secret: t.deps.config.signSecret });
  const res = await t.app.request('/api/upload/v1/upload', {
    method: 'POST',
    body: mp.bytes,
    headers: { 'content-type': mp.contentType, [SIGN_HEADERS.bodySha256]: mp.sha256, 'X-Auth-Token': token, [SIGN_HEADERS.sign]: sign, [SIGN_HEADERS.time]: String(time), [SIGN_HEADERS.nonce]: nonce, [SIGN_HEADERS.sysCode]: SYS_CODE, 'x-forwarded-for': t.ctx.ip },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; msg: string; data: { id: string; url: string; mime: string; size: number } };
}
