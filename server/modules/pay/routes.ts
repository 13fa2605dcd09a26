import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { badInput } from '../../http/errors';
import { SIGNATURE_HEADER } from '../../adapters/pay';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { dataOf, idOf } from '../catalog/dto';
import { customer } from '../order/common';
import { cusOrderId, ids } from '../order/dto';
import { startSweeper, wirePay } from '../order/sweeper';
import { createPayment, enablePayMoney, handleSandboxNotify, paymentResult, paymentResultByOrder } from './service';
import { createSharePay, findSharePay, findSharePayResult, getSharePayParams } from './share';

const TAG = '支付';
const FILE = 'services/pay.ts';

const enableRoute = createRoute({
  method: 'post',
  path: '/api/pay/v2/enable_pay_money',
  tags: [TAG],
  summary: '本次应付金额（所选款项；默认本期应付）、倒计时、钱包余额',
  request: formBody(z.object({ cusOrderId, batchIds: ids('款项').optional() })),
  responses: jsonOk(dataOf('EnablePayMoney', FILE)),
});
const paramsRoute = createRoute({
  method: 'post',
  path: '/api/pay/v3/get_pay_params',
  tags: [TAG],
  summary: '发起支付：WALLET 余额支付（即时到账）/ SANDBOX 沙箱网关（返回 payUrl）',
  request: formBody(
    z.object({
      cusOrderId,
      batchIds: ids('款项').optional(),
      payPlatform: z.enum(['WALLET', 'SANDBOX'], { error: '请选择支付方式' }),
      payPassword: z.string().max(32).optional(),
      orderAgreementIds: z.string().trim().max(200).default(''),
      fromPage: z.string().max(32).regex(/^[A-Za-z_]*$/, '来源页面有误').optional(),
      orderId: idOf('订单').optional(),
    }),
  ),
  responses: jsonOk(dataOf('PayParams', FILE)),
});
const resultRoute = createRoute({
  method: 'post',
  path: '/api/pay/v2/find_is_payment',
  tags: [TAG],
  summary: '支付结果（按支付单号）：0 待支付 1 成功 2 失败/关闭',
  request: formBody(z.object({ paymentNo: idOf('支付单号') })),
  responses: jsonOk(dataOf('PaymentResult', FILE)),
});
const resultByOrderRoute = createRoute({
  method: 'post',
  path: '/api/pay/v3/find_is_payment',
  tags: [TAG],
  summary: '支付结果（按客户单）：1 当前无待付款项',
  request: formBody(z.object({ cusOrderId })),
  responses: jsonOk(dataOf('{ cusOrderId, payStatus, cusOrderPayStatusNo, latest }', FILE)),
});

const shareToken = z
  .string({ error: '分享链接无效' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, '分享链接无效');
const shareCreateRoute = createRoute({
  method: 'post',
  path: '/api/pay/v1/share_pay/create',
  tags: [TAG],
  summary: '分享给他人支付：为待付款订单生成支付链接（本人登录；随订单支付截止时间失效）',
  request: formBody(z.object({ cusOrderId, batchIds: ids('款项').optional() })),
  responses: jsonOk(dataOf('SharePayLink', FILE)),
});
const shareFindRoute = createRoute({
  method: 'post',
  path: '/api/pay/v1/share_pay/find',
  tags: [TAG],
  summary: '分享支付信息（无需登录；下单人姓名脱敏）',
  request: formBody(z.object({ token: shareToken })),
  responses: jsonOk(dataOf('SharePayInfo', FILE)),
});
const shareParamsRoute = createRoute({
  method: 'post',
  path: '/api/pay/v1/share_pay/pay_params',
  tags: [TAG],
  summary: '分享支付：发起沙箱支付（无需登录；金额由服务端按分享款项计算）',
  request: formBody(z.object({ token: shareToken })),
  responses: jsonOk(dataOf('SharePayParams', FILE)),
});
const shareResultRoute = createRoute({
  method: 'post',
  path: '/api/pay/v1/share_pay/result',
  tags: [TAG],
  summary: '分享支付结果（无需登录）：0 待支付 1 成功 2 失败/关闭',
  request: formBody(z.object({ token: shareToken, paymentNo: idOf('支付单号').optional() })),
  responses: jsonOk(dataOf('SharePayResult', FILE)),
});

/** Routes of the gateway side: called by browsers (pay page) and by the gateway (notify); not signed by our client. */
export function payRoutes() {
  const r = createRouter();
  r.use('/api/pay/*', async (c, next) => {
    startSweeper(c.get('deps'));
    await next();
  });

  r.openapi(enableRoute, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await enablePayMoney(db, u.userId, f.cusOrderId, f.batchIds ?? [], now()));
  });
  r.openapi(paramsRoute, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    const f = c.req.valid('form');
    if (!f.orderAgreementIds) throw badInput('orderAgreementIds：请先阅读薯片平台订单协议');
    return okJson(c, await createPayment(deps, u.userId, { ...f, batchIds: f.batchIds ?? [] }, deps.now()));
  });
  r.openapi(resultRoute, async (c) => okJson(c, await paymentResult(c.get('deps'), customer(c).userId, c.req.valid('form').paymentNo)));
  r.openapi(resultByOrderRoute, async (c) => okJson(c, await paymentResultByOrder(c.get('deps'), customer(c).userId, c.req.valid('form').cusOrderId)));

  r.openapi(shareCreateRoute, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await createSharePay(deps, u.userId, f.cusOrderId, f.batchIds ?? [], deps.now()));
  });
  // Public (no login): whoever holds the link.
  r.openapi(shareFindRoute, async (c) => okJson(c, await findSharePay(c.get('deps'), c.req.valid('form').token, c.get('deps').now())));
  r.openapi(shareParamsRoute, async (c) => okJson(c, await getSharePayParams(c.get('deps'), c.req.valid('form').token, c.get('deps').now())));
  r.openapi(shareResultRoute, async (c) => {
    const f = c.req.valid('form');
    return okJson(c, await findSharePayResult(c.get('deps'), f.token, f.paymentNo, c.get('deps').now()));
  });

  // The gateway's asynchronous notification: answers 'success' (acknowledged) or 'fail' (the gateway retries).
  r.post('/api/pay/notify/sandbox', async (c) => {
    const body = await c.req.text();
    const answer = await handleSandboxNotify(c.get('deps'), body, c.req.header(SIGNATURE_HEADER));
    return c.text(answer, answer === 'success' ? 200 : 400);
  });

  // The sandbox gateway's own pages.
  r.get('/api/sandbox-pay/:paymentNo', async (c) => {
    const html = await c.get('deps').adapters.pay.payPage(c.req.param('paymentNo'));
    if (!html) return c.html('<!doctype html><meta charset="utf-8"><p>支付单不存在</p>', 404);
    return c.html(html);
  });
  r.post('/api/sandbox-pay/:paymentNo/confirm', async (c) => {
    const deps = c.get('deps');
    wirePay(deps);
    const back = await deps.adapters.pay.confirm(c.req.param('paymentNo'), deps.now());
    if (!back) return c.html('<!doctype html><meta charset="utf-8"><p>支付单不存在</p>', 404);
    return c.redirect(back, 303);
  });
  r.post('/api/sandbox-pay/:paymentNo/cancel', async (c) => {
    const deps = c.get('deps');
    const back = await deps.adapters.pay.cancel(c.req.param('paymentNo'), deps.now());
    if (!back) return c.html('<!doctype html><meta charset="utf-8"><p>支付单不存在</p>', 404);
    return c.redirect(back, 303);
  });
  return r;
}
