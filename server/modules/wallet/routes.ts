import { z } from '@hono/zod-openapi';
import {
  BillDetail,
  BillDetailQuery,
  BillListBody,
  CheckSetPasswordResult,
  BillPage,
  PayPasswordRecoverInfo,
  RecoverPayPasswordBody,
  ResetPasswordBody,
  ResetPasswordResult,
  TopUpBody,
  TopUpResult,
  WalletInfo,
} from '@/lib/contract/wallet/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { customer } from '../order/common';
import { topUp } from '../pay/service';
import { accountBalanceInfo, checkSetPassword, resetPassword } from './service';
import { billDetail, billList } from './reading';
import { payPasswordRecoverInfo, recoverPayPassword } from './recover';
import { withdrawRoutes } from './routesWithdraw';

const tag = '钱包';

const routes = {
  accountBalanceInfo: getRoute({ path: '/api/wallet/v1/account_balance_info', tag, summary: '钱包余额与汇总', query: z.object({}), data: WalletInfo }),
  checkSetPassword: getRoute({ path: '/api/wallet/v1/check_set_password', tag, summary: '是否已设置支付密码', query: z.object({}), data: CheckSetPasswordResult }),
  resetPassword: postRoute({ path: '/api/wallet/v1/reset_password', tag, summary: '设置/修改支付密码（6位数字；修改需原密码）', form: ResetPasswordBody, data: ResetPasswordResult }),
  recoverInfo: getRoute({ path: '/api/wallet/v1/recover_password_info', tag, summary: '忘记支付密码：验证码发往的手机号、是否需填身份证号、锁定至', query: z.object({}), data: PayPasswordRecoverInfo }),
  recoverPassword: postRoute({
    path: '/api/wallet/v1/recover_password',
    tag,
    summary: '忘记支付密码：短信验证码（send_account_sms type=payPassword）+ 已实名则身份证号 → 新支付密码；解除锁定，短信告知',
    form: RecoverPayPasswordBody,
    data: ResetPasswordResult,
  }),
  billList: postRoute({ path: '/api/wallet/v1/bill_list', tag, summary: '钱包流水（新在前；type 按类型，month 按月 YYYY-MM）', form: BillListBody, data: BillPage }),
  billDetail: getRoute({ path: '/api/wallet/v1/bill_detail', tag, summary: '一条钱包流水（仅本人的；他人的 id 答不存在）', query: BillDetailQuery, data: BillDetail }),
  topUp: postRoute({ path: '/api/wallet/v1/top_up', tag, summary: '钱包充值（沙箱网关；到账以网关通知为准）', form: TopUpBody, data: TopUpResult }),
};

export function walletRoutes() {
  const r = createRouter();
  r.openapi(routes.accountBalanceInfo, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    // Only reads: withdrawals leave 已冻结 when the payout sweeper settles them (payoutSettle.ts), never on a page view.
    return okJson(c, await accountBalanceInfo(deps.db, u.userId, deps.now()));
  });
  r.openapi(routes.checkSetPassword, async (c) => okJson(c, await checkSetPassword(c.get('deps').db, customer(c).userId)));
  r.openapi(routes.resetPassword, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    return okJson(c, await resetPassword(deps, u.userId, c.req.valid('form'), deps.now()));
  });
  r.openapi(routes.recoverInfo, async (c) => okJson(c, await payPasswordRecoverInfo(c.get('deps'), customer(c).userId)));
  r.openapi(routes.recoverPassword, async (c) => okJson(c, await recoverPayPassword(c.get('deps'), customer(c).userId, c.req.valid('form'), c.get('ip'))));
  r.openapi(routes.billList, async (c) => {
    const u = customer(c);
    return okJson(c, await billList(c.get('deps').db, u.userId, c.req.valid('form')));
  });
  r.openapi(routes.billDetail, async (c) => okJson(c, await billDetail(c.get('deps').db, customer(c).userId, c.req.valid('query').id)));
  r.openapi(routes.topUp, async (c) => {
    const u = customer(c);
    const deps = c.get('deps');
    return okJson(c, await topUp(deps, u.userId, c.req.valid('form').amountFen, deps.now()));
  });
  r.route('/', withdrawRoutes());
  return r;
}
