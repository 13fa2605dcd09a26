import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { dataOf, intIn, limit, page } from '../catalog/dto';
import { customer } from '../order/common';
import { createTopUp, MAX_TOPUP_FEN } from '../pay/service';
import { ledger, setPayPassword, walletInfo, walletOf } from './service';

const TAG = '钱包';
const FILE = 'services/wallet.ts';

const infoRoute = createRoute({ method: 'get', path: '/api/wallet/v1/account_balance_info', tags: [TAG], summary: '钱包余额与汇总', responses: jsonOk(dataOf('WalletInfo', FILE)) });
const checkRoute = createRoute({ method: 'get', path: '/api/wallet/v1/check_set_password', tags: [TAG], summary: '是否已设置支付密码', responses: jsonOk(dataOf('{ isSet }', FILE)) });
const resetRoute = createRoute({
  method: 'post',
  path: '/api/wallet/v1/reset_password',
  tags: [TAG],
  summary: '设置/修改支付密码（6位数字；修改需原密码）',
  request: formBody(z.object({ payPassword: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码须为6位数字'), oldPayPassword: z.string().max(32).optional() })),
  responses: jsonOk(dataOf('{ isSet: true }', FILE)),
});
const billRoute = createRoute({
  method: 'post',
  path: '/api/wallet/v1/bill_list',
  tags: [TAG],
  summary: '钱包流水（新在前）',
  request: formBody(z.object({ page: page(), limit: limit(20, 50), type: z.enum(['TOPUP', 'PAY', 'REFUND'], { error: '类型有误' }).optional() })),
  responses: jsonOk(dataOf('Paged<LedgerEntry>', FILE)),
});
const topUpRoute = createRoute({
  method: 'post',
  path: '/api/wallet/v1/top_up',
  tags: [TAG],
  summary: '钱包充值（沙箱网关；到账以网关通知为准）',
  request: formBody(z.object({ amountFen: intIn('充值金额', 1, MAX_TOPUP_FEN) })),
  responses: jsonOk(dataOf('{ paymentNo, payUrl, amountFen }', FILE)),
});

export function walletRoutes() {
  const r = createRouter();
  r.openapi(infoRoute, async (c) => okJson(c, await walletInfo(c.get('deps').db, customer(c).userId, c.get('deps').now())));
  r.openapi(checkRoute, async (c) => okJson(c, { isSet: !!(await walletOf(c.get('deps').db, customer(c).userId)).payPasswordHash }));
  r.openapi(resetRoute, async (c) => {
    const u = customer(c);
    const { db, now } = c.get('deps');
    return okJson(c, await setPayPassword(db, u.userId, c.req.valid('form'), now()));
  });
  r.openapi(billRoute, async (c) => {
    const u = customer(c);
    const f = c.req.valid('form');
    return okJson(c, await ledger(c.get('deps').db, u.userId, f.type, f.page, f.limit));
  });
  r.openapi(topUpRoute, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    return okJson(c, await createTopUp(deps, u.userId, c.req.valid('form').amountFen, deps.now()));
  });
  return r;
}
