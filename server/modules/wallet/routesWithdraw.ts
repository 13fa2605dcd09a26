import { z } from '@hono/zod-openapi';
import {
  BankCard,
  BankCardList,
  BankOfCard,
  BindCardBody,
  BindCardSmsBody,
  BindCardSmsResult,
  BranchList,
  CardIdQuery,
  CardInfoQuery,
  CardNoBody,
  UnbindBody,
  UnbindResult,
  WalletAccountInfo,
  Withdrawal,
  WithdrawalPage,
  WithdrawBody,
  WithdrawDetailQuery,
  WithdrawListBody,
} from '@/lib/contract/wallet/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { customer } from '../order/common';
import { bindCard, bindCardSms, branchSearch, cardList, cardView, identifyCard, ownCard, unbindCard, walletAccountInfo } from './bankCards';
import { withdraw, withdrawDetail, withdrawList } from './withdraw';

const tag = '钱包';

const routes = {
  accountInfo: getRoute({ path: '/api/wallet/v1/account_info', tag, summary: '钱包持有人（实名认证的姓名；未实名时 realNamed=false）', query: z.object({}), data: WalletAccountInfo }),
  cardNo: postRoute({ path: '/api/wallet/v1/card_no', tag, summary: '按卡号识别银行（Luhn 校验与卡 BIN；仅支持储蓄卡）', form: CardNoBody, data: BankOfCard }),
  cardInfo: getRoute({ path: '/api/wallet/v1/card_info', tag, summary: '开户行（支行）列表：按银行与关键词搜索', query: CardInfoQuery, data: BranchList }),
  cardList: getRoute({ path: '/api/wallet/v1/card_list', tag, summary: '已绑定的银行卡（卡号仅脱敏）', query: z.object({}), data: BankCardList }),
  cardDetails: getRoute({ path: '/api/wallet/v1/card_details', tag, summary: '一张已绑定的银行卡（仅本人的；他人的答不存在）', query: CardIdQuery, data: BankCard }),
  bindCardSms: postRoute({
    path: '/api/wallet/v1/bind_card_sms',
    tag,
    summary: '绑卡第一步：四要素验证并向银行预留手机号发送验证码',
    description: '持卡人为实名认证的本人（20206 未实名）；身份证号须与实名信息一致；每张卡每天5次、每个账号每天10次验证（429）；银行拒绝时 20205。',
    form: BindCardSmsBody,
    data: BindCardSmsResult,
  }),
  bindCard: postRoute({ path: '/api/wallet/v1/bind_card', tag, summary: '绑卡第二步：短信验证码（10401 错误或失效；409 已绑定）', form: BindCardBody, data: BankCard }),
  unbundle: postRoute({ path: '/api/wallet/v1/unbundle', tag, summary: '解绑银行卡（支付密码；审核中的提现到账前不能解绑）', form: UnbindBody, data: UnbindResult }),
  withdraw: postRoute({
    path: '/api/wallet/v1/withdraw',
    tag,
    summary: '提现到已绑定的银行卡（10–10000元/笔，支付密码，幂等键）',
    description: '金额冻结（已冻结），银行处理后到账（提现成功，记一条提现流水）或退回余额（提现失败，附原因）。同一 idempotencyKey 重试答同一笔提现。',
    form: WithdrawBody,
    data: Withdrawal,
  }),
  withdrawList: postRoute({ path: '/api/wallet/v1/withdraw_list', tag, summary: '提现记录（新在前）', form: WithdrawListBody, data: WithdrawalPage }),
  withdrawDetail: getRoute({ path: '/api/wallet/v1/withdraw_detail', tag, summary: '一笔提现（仅本人的；id 或提现单号）', query: WithdrawDetailQuery, data: Withdrawal }),
};

/** Bank cards and withdrawals of the wallet (issue 14); mounted by walletRoutes. */
export function withdrawRoutes() {
  const r = createRouter();
  r.openapi(routes.accountInfo, async (c) => okJson(c, await walletAccountInfo(c.get('deps'), customer(c).userId)));
  r.openapi(routes.cardNo, async (c) => {
    customer(c);
    return okJson(c, identifyCard(c.get('deps'), c.req.valid('form').cardNumber));
  });
  r.openapi(routes.cardInfo, async (c) => {
    customer(c);
    return okJson(c, await branchSearch(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(routes.cardList, async (c) => okJson(c, await cardList(c.get('deps').db, customer(c).userId)));
  r.openapi(routes.cardDetails, async (c) => okJson(c, cardView(await ownCard(c.get('deps').db, customer(c).userId, c.req.valid('query').id))));
  r.openapi(routes.bindCardSms, async (c) => {
    const u = customer(c);
    return okJson(c, await bindCardSms(c.get('deps'), u.userId, c.req.valid('form')));
  });
  r.openapi(routes.bindCard, async (c) => {
    const u = customer(c);
    return okJson(c, await bindCard(c.get('deps'), u.userId, c.req.valid('form')));
  });
  r.openapi(routes.unbundle, async (c) => {
    const u = customer(c);
    return okJson(c, await unbindCard(c.get('deps'), u.userId, c.req.valid('form')));
  });
  r.openapi(routes.withdraw, async (c) => {
    const u = customer(c);
    return okJson(c, await withdraw(c.get('deps'), u.userId, c.req.valid('form')));
  });
  r.openapi(routes.withdrawList, async (c) => {
    // Pages only read: the payout sweeper alone asks the provider (payoutSettle.ts), so a page view costs no call.
    return okJson(c, await withdrawList(c.get('deps').db, customer(c).userId, c.req.valid('form')));
  });
  r.openapi(routes.withdrawDetail, async (c) => {
    return okJson(c, await withdrawDetail(c.get('deps').db, customer(c).userId, c.req.valid('query').id));
  });
  return r;
}
