import { z } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { requireAccount } from '../auth/session';
import { findUserById } from '../auth/users';
import { oneOf } from '../auth/dto';
import { badInput, notFound } from '../../http/errors';
import { countInt, limitField, optional, pageField } from '../planner/common';
import { cusOrders } from '../order/schema';
import { toEvaluateCount } from '../evaluate/write';
import { fenField, getQuery, idField, listField, optId, optText, postForm, text } from './http';
import { operatorForObject } from './operator';
import { REASON_CODES, USER_DO } from './constants';
import { applyRefund, refundForm } from './applying';
import { afterSaleDetail, listAfterSales, processRecords, refundInfo, refundList, saleingNum } from './reading';
import { operatorDecide, sheetForOperator, userOperation } from './deciding';

const TAG = '售后';
const P = '/api/orderSale/v1';

const RefundBody = z.object({
  orderId: idField('订单ID'),
  afterSaleExpType: optional(oneOf(['AFTER_SALE_TYPE_1'], '售后类型有误')),
  afterSaleReasonNo: oneOf(REASON_CODES, '请选择申请原因'),
  afterSaleProblemDetail: text('问题描述', 500),
  refundAmountFen: fenField('退款金额'),
  images: listField('凭证图片', 9),
  pictrueDetail: listField('凭证图片', 9),
  afterSaleAgreementIds: optText('售后协议', 200),
});

const routes = {
  refundForm: getQuery(`${P}/refund_form`, TAG, '退款申请页数据：可退金额、原因列表、进行中的售后单', z.object({ orderId: idField('订单ID') })),
  refund: postForm(`${P}/refund`, TAG, '申请退款（已支付订单；金额 ≤ 已付 − 已退 − 处理中；凭证最多 9 张本人上传的图片）', RefundBody),
  list: postForm(`${P}/list`, TAG, '我的售后单', z.object({ page: pageField(), limit: limitField(10), afterSaleStatusNoList: listField('售后状态', 5), code: optText('售后单号', 40), type: optional(z.string().max(4)) })),
  detail: getQuery(`${P}/detail`, TAG, '售后单详情（id，或订单的最新售后单）', z.object({ id: optId('售后单ID'), orderId: optId('订单ID'), orderNo: optId('订单编号'), isProduct: optional(z.string().max(4)), isAfterSaleFlow: optional(z.string().max(4)) })),
  operation: postForm(`${P}/operation`, TAG, '用户操作：撤销 / 平台介入（最多 2 次）/ 确认方案（确认后原路退款）', z.object({ afterSaleId: idField('售后单ID'), userDoType: oneOf([USER_DO.CALLBACK, USER_DO.ASK, USER_DO.PLATFORM], '操作类型有误'), afterSaleAgreementIds: optText('协议', 200) })),
  record: postForm(`${P}/record`, TAG, '处理记录', z.object({ afterSaleId: idField('售后单ID'), page: pageField(), limit: limitField(1000, 1000), sort: optional(oneOf(['1', '2'], '排序有误')).default('2') })),
  refundList: postForm(`${P}/refundList`, TAG, '退款明细', z.object({ afterSaleId: idField('售后单ID'), orderId: optId('订单ID'), page: pageField(), limit: limitField(10) })),
  refundInfo: getQuery(`${P}/refundInfo`, TAG, '退款详情', z.object({ id: idField('退款ID') })),
  saleingNum: getQuery(`${P}/saleing_num`, TAG, '处理中的售后单数（我的页面）', z.object({ userId: optional(z.string().max(64)) })),
  counts: getQuery(`${P}/my_counts`, TAG, '我的页面角标：待付款/办理中/已完成/待评价/售后中', z.object({})),
  decide: postForm(`${P}/operator/decide`, TAG, '运营/商家：同意（立即原路退款）、提出方案（待用户确认）或驳回', z.object({ afterSaleId: idField('售后单ID'), action: oneOf(['approve', 'propose', 'reject'], '操作有误'), amountFen: fenField('退款金额'), dealMark: optText('处理意见', 500) })),
};

export function aftersaleRoutes() {
  const r = createRouter();
  r.openapi(routes.refundForm, async (c) => okJson(c, await refundForm(c.get('deps'), requireAccount(c).userId, c.req.valid('query').orderId)));
  r.openapi(routes.refund, async (c) => {
    const user = requireAccount(c);
    const b = c.req.valid('form');
    const u = await findUserById(c.get('deps').db, user.userId);
    const images = b.images.length ? b.images : b.pictrueDetail;
    return okJson(c, await applyRefund(c.get('deps'), { userId: user.userId, userName: u?.nickName ?? '' }, { ...b, images, afterSaleAgreementIds: b.afterSaleAgreementIds }));
  });
  r.openapi(routes.list, async (c) => {
    const b = c.req.valid('form');
    const statusList = b.afterSaleStatusNoList.map((s) => {
      const m = /^(?:AFTERSALE_STATUS_)?([1-5])$/.exec(s);
      if (!m) throw badInput('afterSaleStatusNoList：售后状态有误');
      return Number(m[1]);
    });
    return okJson(c, await listAfterSales(c.get('deps'), requireAccount(c).userId, { page: b.page, limit: b.limit, statusList, code: b.code || undefined }));
  });
  r.openapi(routes.detail, async (c) => okJson(c, await afterSaleDetail(c.get('deps'), requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(routes.operation, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await userOperation(c.get('deps'), requireAccount(c).userId, b.afterSaleId, b.userDoType));
  });
  r.openapi(routes.record, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await processRecords(c.get('deps'), requireAccount(c).userId, b.afterSaleId, { page: b.page, limit: b.limit, sort: Number(b.sort) }));
  });
  r.openapi(routes.refundList, async (c) => okJson(c, await refundList(c.get('deps'), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.refundInfo, async (c) => okJson(c, await refundInfo(c.get('deps'), requireAccount(c).userId, c.req.valid('query').id)));
  r.openapi(routes.saleingNum, async (c) => okJson(c, await saleingNum(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(routes.counts, async (c) => {
    const userId = requireAccount(c).userId;
    const db = c.get('deps').db;
    const rows = await db
      .select({ status: cusOrders.status, n: countInt })
      .from(cusOrders)
      .where(and(eq(cusOrders.userId, userId), inArray(cusOrders.status, [1, 2, 3])))
      .groupBy(cusOrders.status);
    const by = (s: number) => rows.find((x) => x.status === s)?.n ?? 0;
    return okJson(c, { unpaid: by(1), progressing: by(2), completed: by(3), toEvaluate: await toEvaluateCount(db, userId), saleing: await saleingNum(db, userId) });
  });
  r.openapi(routes.decide, async (c) => {
    const b = c.req.valid('form');
    const db = c.get('deps').db;
    const { op } = await operatorForObject(c, db, () => sheetForOperator(db, b.afterSaleId), () => notFound('售后单不存在'));
    return okJson(c, await operatorDecide(c.get('deps'), op, b.afterSaleId, { action: b.action, amountFen: b.amountFen, dealMark: b.dealMark }));
  });
  return r;
}
