import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import { badInput, notFound } from '../../http/errors';
import { requireAccount } from '../auth/session';
import { findUserById } from '../auth/users';
import * as api from '@/lib/contract/aftersale/api';
import { operatorForObject } from './operator';
import { afterSaleRefund, refundForm } from './applying';
import { afterSaleDetail, afterSaleList, afterSaleRecords, myCounts, refundInfo, refundList, saleingNum } from './reading';
import { afterSaleOperation, operatorDecide, sheetForOperator } from './deciding';
import { afterSaleChange } from './changing';
import { AFTER_SALE_CHANGE_MAX } from '@/lib/contract/aftersale/enums';
import { plannerAftersaleRoutes } from './plannerRoutes';
import { fenToYuan } from '@/lib/format';
import { audited } from '../ops/audit';
import { afterSaleState } from './arbitration';

const DECISION_NAMES = { approve: '同意退款', propose: '提出方案：退款', reject: '驳回' } as const;

const TAG = '售后';

const routes = {
  refundForm: getRoute({ path: '/api/orderSale/v1/refund_form', tag: TAG, summary: '退款申请页数据：可退金额、原因列表、进行中的售后单', query: api.RefundFormQuery, data: api.RefundForm }),
  refund: postRoute({
    path: '/api/orderSale/v1/refund',
    tag: TAG,
    summary: '申请退款（已支付订单；金额 ≤ 已付 − 已退 − 处理中；凭证最多 9 张本人上传的图片）',
    form: api.AfterSaleRefundBody,
    data: api.RefundApplied,
  }),
  list: postRoute({ path: '/api/orderSale/v1/list', tag: TAG, summary: '我的售后单', form: api.AfterSaleListBody, data: api.AfterSalePage }),
  detail: getRoute({ path: '/api/orderSale/v1/detail', tag: TAG, summary: '售后单详情（id，或订单的最新售后单）', query: api.AfterSaleDetailQuery, data: api.AfterSale }),
  operation: postRoute({
    path: '/api/orderSale/v1/operation',
    tag: TAG,
    summary: '用户操作：撤销 / 平台介入（最多 2 次）/ 确认方案（确认后原路退款）',
    form: api.AfterSaleOperationBody,
    data: api.AfterSale,
  }),
  change: postRoute({
    path: '/api/orderSale/v1/change',
    tag: TAG,
    summary: `修改申请：待确认（商家提出方案）或待处理（商家驳回）时改为新的金额（不超过可退金额），交回商家处理；每单最多 ${AFTER_SALE_CHANGE_MAX} 次`,
    form: api.AfterSaleChangeBody,
    data: api.AfterSale,
  }),
  record: postRoute({ path: '/api/orderSale/v1/record', tag: TAG, summary: '处理记录', form: api.AfterSaleRecordBody, data: api.ProcessRecordPage }),
  refundList: postRoute({ path: '/api/orderSale/v1/refundList', tag: TAG, summary: '退款明细', form: api.RefundListBody, data: api.RefundListPage }),
  refundInfo: getRoute({ path: '/api/orderSale/v1/refundInfo', tag: TAG, summary: '退款详情', query: api.RefundInfoQuery, data: api.Refund }),
  saleingNum: getRoute({ path: '/api/orderSale/v1/saleing_num', tag: TAG, summary: '处理中的售后单数（我的页面）', query: api.SaleingNumQuery, data: api.SaleingNum }),
  myCounts: getRoute({ path: '/api/orderSale/v1/my_counts', tag: TAG, summary: '我的页面角标：待付款/办理中/已完成/待评价/售后中', query: api.MyCountsQuery, data: api.MyCounts }),
  decide: postRoute({
    path: '/api/orderSale/v1/operator/decide',
    tag: TAG,
    summary: '运营/商家：同意（立即原路退款）、提出方案（待用户确认）或驳回',
    form: api.OperatorDecideBody,
    data: api.AfterSale,
  }),
};

/** AFTERSALE_STATUS_3 or 3 → 3. */
function statusNumbers(list: string[]): number[] {
  return list.map((s) => {
    const m = /^(?:AFTERSALE_STATUS_)?([1-5])$/.exec(s);
    if (!m) throw badInput('afterSaleStatusNoList：售后状态有误');
    return Number(m[1]);
  });
}

export function aftersaleRoutes() {
  const r = createRouter();
  r.openapi(routes.refundForm, async (c) => okJson(c, await refundForm(c.get('deps'), requireAccount(c).userId, c.req.valid('query').orderId)));
  r.openapi(routes.refund, async (c) => {
    const user = requireAccount(c);
    const b = c.req.valid('form');
    const u = await findUserById(c.get('deps').db, user.userId);
    const images = b.images.length ? b.images : b.pictrueDetail;
    return okJson(c, await afterSaleRefund(c.get('deps'), { userId: user.userId, userName: u?.nickName ?? '' }, { ...b, images }));
  });
  r.openapi(routes.list, async (c) => {
    const b = c.req.valid('form');
    const statusList = statusNumbers(b.afterSaleStatusNoList);
    return okJson(c, await afterSaleList(c.get('deps'), requireAccount(c).userId, { page: b.page, limit: b.limit, statusList, code: b.code || undefined }));
  });
  r.openapi(routes.detail, async (c) => okJson(c, await afterSaleDetail(c.get('deps'), requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(routes.operation, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await afterSaleOperation(c.get('deps'), requireAccount(c).userId, b.afterSaleId, b.userDoType));
  });
  r.openapi(routes.change, async (c) => okJson(c, await afterSaleChange(c.get('deps'), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.record, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await afterSaleRecords(c.get('deps'), requireAccount(c).userId, b.afterSaleId, { page: b.page, limit: b.limit, sort: Number(b.sort) }));
  });
  r.openapi(routes.refundList, async (c) => okJson(c, await refundList(c.get('deps'), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.refundInfo, async (c) => okJson(c, await refundInfo(c.get('deps'), requireAccount(c).userId, c.req.valid('query').id)));
  r.openapi(routes.saleingNum, async (c) => okJson(c, await saleingNum(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(routes.myCounts, async (c) => okJson(c, await myCounts(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(routes.decide, async (c) => {
    const b = c.req.valid('form');
    const db = c.get('deps').db;
    const { op } = await operatorForObject(c, db, () => sheetForOperator(db, b.afterSaleId), () => notFound('售后单不存在'));
    const amount = b.amountFen === undefined ? '' : `${fenToYuan(b.amountFen)}元`;
    const spec = { action: `aftersale.${b.action}`, objectType: 'afterSale', objectId: b.afterSaleId, summary: `${DECISION_NAMES[b.action]}${amount}${b.dealMark ? `：${b.dealMark}` : ''}`, snapshot: () => afterSaleState(db, b.afterSaleId) };
    return okJson(c, await audited(c, spec, () => operatorDecide(c.get('deps'), op, b.afterSaleId, { action: b.action, amountFen: b.amountFen, dealMark: b.dealMark })));
  });
  r.route('/', plannerAftersaleRoutes());
  return r;
}
