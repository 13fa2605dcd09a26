import {
  CreateSharePayBody,
  EnablePayMoney,
  EnablePayMoneyBody,
  FindIsPaymentBody,
  FindIsPaymentByOrderBody,
  FindSharePayResultBody,
  GetPayParamsBody,
  PayParams,
  PaymentByOrder,
  PaymentResult,
  SharePayInfo,
  SharePayLink,
  SharePayParams,
  SharePayResult,
  SharePayTokenBody,
} from '@/lib/contract/pay/api';
import { createRouter } from '../../http/router';
import { badInput } from '../../http/errors';
import { SIGNATURE_HEADER } from '../../adapters/pay';
import { okJson } from '../../http/openapi';
import { postRoute } from '../../http/route';
import { customer } from '../order/common';
import { startSweeper, wirePay } from '../order/sweeper';
import { enablePayMoney, findIsPayment, findIsPaymentByOrder, getPayParams } from './service';
import { handleSandboxNotify } from './notify';
import { createSharePay, findSharePay, findSharePayResult, getSharePayParams } from './share';

const tag = '支付';

const routes = {
  enablePayMoney: postRoute({ path: '/api/pay/v2/enable_pay_money', tag, summary: '本次应付金额（所选款项；默认本期应付）、倒计时、钱包余额', form: EnablePayMoneyBody, data: EnablePayMoney }),
  getPayParams: postRoute({ path: '/api/pay/v3/get_pay_params', tag, summary: '发起支付：WALLET 余额支付（即时到账）/ SANDBOX 沙箱网关（返回 payUrl）', form: GetPayParamsBody, data: PayParams }),
  findIsPayment: postRoute({ path: '/api/pay/v2/find_is_payment', tag, summary: '支付结果（按支付单号）：0 待支付 1 成功 2 失败/关闭', form: FindIsPaymentBody, data: PaymentResult }),
  findIsPaymentByOrder: postRoute({ path: '/api/pay/v3/find_is_payment', tag, summary: '支付结果（按客户单）：1 当前无待付款项', form: FindIsPaymentByOrderBody, data: PaymentByOrder }),
  createSharePay: postRoute({
    path: '/api/pay/v1/share_pay/create',
    tag,
    summary: '分享给他人支付：为待付款订单生成支付链接（本人登录；随订单支付截止时间失效）',
    form: CreateSharePayBody,
    data: SharePayLink,
  }),
  findSharePay: postRoute({ path: '/api/pay/v1/share_pay/find', tag, summary: '分享支付信息（无需登录；下单人姓名脱敏）', form: SharePayTokenBody, data: SharePayInfo }),
  getSharePayParams: postRoute({
    path: '/api/pay/v1/share_pay/pay_params',
    tag,
    summary: '分享支付：发起沙箱支付（无需登录；金额由服务端按分享款项计算）',
    form: SharePayTokenBody,
    data: SharePayParams,
  }),
  findSharePayResult: postRoute({ path: '/api/pay/v1/share_pay/result', tag, summary: '分享支付结果（无需登录）：0 待支付 1 成功 2 失败/关闭', form: FindSharePayResultBody, data: SharePayResult }),
};

/** Routes of the gateway side: called by browsers (pay page) and by the gateway (notify); not signed by our client. */
export function payRoutes() {
  const r = createRouter();
  r.use('/api/pay/*', async (c, next) => {
    startSweeper(c.get('deps'));
    await next();
  });

  r.openapi(routes.enablePayMoney, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await enablePayMoney(db, u.userId, f.cusOrderId, f.batchIds ?? [], now()));
  });
  r.openapi(routes.getPayParams, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    const f = c.req.valid('form');
    if (!f.orderAgreementIds) throw badInput('orderAgreementIds：请先阅读薯片平台订单协议');
    return okJson(c, await getPayParams(deps, u.userId, f, deps.now()));
  });
  r.openapi(routes.findIsPayment, async (c) => okJson(c, await findIsPayment(c.get('deps'), customer(c).userId, c.req.valid('form').paymentNo)));
  r.openapi(routes.findIsPaymentByOrder, async (c) => okJson(c, await findIsPaymentByOrder(c.get('deps'), customer(c).userId, c.req.valid('form').cusOrderId)));

  r.openapi(routes.createSharePay, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    const f = c.req.valid('form');
    return okJson(c, await createSharePay(deps, u.userId, f.cusOrderId, f.batchIds ?? [], deps.now()));
  });
  // Public (no login): whoever holds the link.
  r.openapi(routes.findSharePay, async (c) => okJson(c, await findSharePay(c.get('deps'), c.req.valid('form').token, c.get('deps').now())));
  r.openapi(routes.getSharePayParams, async (c) => okJson(c, await getSharePayParams(c.get('deps'), c.req.valid('form').token, c.get('deps').now())));
  r.openapi(routes.findSharePayResult, async (c) => {
    const f = c.req.valid('form');
    return okJson(c, await findSharePayResult(c.get('deps'), f.token, f.paymentNo, c.get('deps').now()));
  });

  // Not OpenAPI routes: the gateway's notification is a raw signed body answered with plain text ('success' = acknowledged,
  // 'fail' = the gateway retries), and the sandbox gateway's own pages answer HTML and redirects.
  r.post('/api/pay/notify/sandbox', async (c) => {
    const body = await c.req.text();
    const answer = await handleSandboxNotify(c.get('deps'), body, c.req.header(SIGNATURE_HEADER));
    return c.text(answer, answer === 'success' ? 200 : 400);
  });
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
