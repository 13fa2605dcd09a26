import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../app';
import { addUnsignedPrefix } from '../../http/sign';
import { badInput } from '../../http/errors';
import { SIGNATURE_HEADER } from '../../adapters/pay';
import { formBody, jsonOk, okJson } from '../auth/openapi';
import { dataOf, idOf } from '../catalog/dto';
import { customer } from '../order/common';
import { cusOrderId, ids } from '../order/dto';
import { startSweeper, wirePay } from '../order/sweeper';
import { createPayment, enablePayMoney, handleSandboxNotify, paymentResult, paymentResultByOrder } from './service';

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

/** Routes of the gateway side: called by browsers (pay page) and by the gateway (notify); not signed by our client. */
export function payRoutes() {
  addUnsignedPrefix('/api/sandbox-pay/');
  addUnsignedPrefix('/api/pay/notify/');
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
    if (!f.orderAgreementIds) throw badInput('请先阅读薯片平台订单协议');
    return okJson(c, await createPayment(deps, u.userId, { ...f, batchIds: f.batchIds ?? [] }, deps.now()));
  });
  r.openapi(resultRoute, async (c) => okJson(c, await paymentResult(c.get('deps'), customer(c).userId, c.req.valid('form').paymentNo)));
  r.openapi(resultByOrderRoute, async (c) => okJson(c, await paymentResultByOrder(c.get('deps'), customer(c).userId, c.req.valid('form').cusOrderId)));

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
