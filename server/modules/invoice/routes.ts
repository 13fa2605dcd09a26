import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import { notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { requireAccount } from '../auth/session';
import { findUserById } from '../auth/users';
import { operatorForObject } from '../aftersale/operator';
import { audited } from '../ops/audit';
import { withCusOrderNo, withCusOrderNoPage, withCusOrderNos } from '../order/customerNo';
import * as api from '@/lib/contract/invoice/api';
import { addInvoiceHeader, dltInvoiceHeader, findEnterprisePage, invoiceHeaderDetail, invoiceHeaderList, updateInvoiceHeader } from './headers';
import { applyInvoice, applyInvoiceInfo, applyInvoiceTypes, cancelInvoiceApply, invoiceDetail, invoiceRecords, orderInvoiceList, urgeInvoice } from './applications';
import { invoiceForOperator, invoiceState, invoicePdf, issueInvoice, previewInvoice, refuseInvoice, sendInvoiceToEmail } from './issuing';
import { plannerInvoiceRoutes } from './plannerRoutes';

const TAG = '发票';

const routes = {
  invoiceHeaderList: postRoute({ path: '/api/invoice/v1/invoice_header_list', tag: TAG, summary: '我的发票抬头（无分页；默认抬头在前）', form: api.InvoiceHeaderListBody, data: api.InvoiceHeaderList }),
  invoiceHeaderDetail: getRoute({ path: '/api/invoice/v1/invoice_header_detail', tag: TAG, summary: '一个发票抬头（含完整注册电话）', query: api.InvoiceHeaderDetailQuery, data: api.InvoiceHeader }),
  addInvoiceHeader: postRoute({
    path: '/api/invoice/v1/add_invoice_header',
    tag: TAG,
    summary: '添加发票抬头（单位须有效的统一社会信用代码；专用发票每人一个且须银行与注册信息）',
    form: api.AddInvoiceHeaderBody,
    data: api.InvoiceHeader,
  }),
  updateInvoiceHeader: postRoute({ path: '/api/invoice/v1/update_invoice_header', tag: TAG, summary: '修改发票抬头（类型与抬头类型不可改）', form: api.UpdateInvoiceHeaderBody, data: api.InvoiceHeader }),
  dltInvoiceHeader: postRoute({ path: '/api/invoice/v1/dlt_invoice_header', tag: TAG, summary: '删除发票抬头', form: api.DltInvoiceHeaderBody, data: api.HeadersDeleted }),
  findEnterprisePage: postRoute({ path: '/api/invoice/v1/find_enterprise_page', tag: TAG, summary: '按名称或信用代码查找企业（抬头自动填写）', form: api.FindEnterprisePageBody, data: api.EnterprisePage }),
  applyInvoiceTypes: getRoute({ path: '/api/invoice/v1/apply_invoice_types', tag: TAG, summary: '商户可开的发票类型', query: api.ApplyInvoiceTypesQuery, data: api.ApplyInvoiceTypes }),
  applyInvoiceInfo: getRoute({
    path: '/api/invoice/v1/apply_invoice_info',
    tag: TAG,
    summary: '开票申请页数据：可开票金额、商户与发票类型、上一次申请',
    query: api.ApplyInvoiceInfoQuery,
    data: api.ApplyInvoiceInfo,
  }),
  applyInvoice: postRoute({
    path: '/api/invoice/v1/apply_invoice',
    tag: TAG,
    summary: '申请开票（已支付订单；金额 ≤ 已付 − 已退 − 已开/申请中）；驳回后带 id 重新申请',
    form: api.ApplyInvoiceBody,
    data: api.InvoiceDetail,
  }),
  invoiceRecords: getRoute({ path: '/api/invoice/v1/invoice_records', tag: TAG, summary: '开票记录（开票历史）', query: api.InvoiceRecordsQuery, data: api.InvoicePage }),
  invoiceDetail: getRoute({
    path: '/api/invoice/v1/invoice_detail',
    tag: TAG,
    summary: '开票申请详情（id，或订单最新一次申请；订单未申请时 data 为 null）',
    query: api.InvoiceDetailQuery,
    data: api.MaybeInvoiceDetail,
  }),
  cancelInvoiceApply: postRoute({ path: '/api/invoice/v1/cancel_invoice_apply', tag: TAG, summary: '撤销审核中的开票申请', form: api.InvoiceIdBody, data: api.InvoiceDetail }),
  urgeInvoice: getRoute({ path: '/api/invoice/v1/urge_invoice', tag: TAG, summary: '催开票（每个申请24小时一次）', query: api.InvoiceIdBody, data: api.InvoiceDetail }),
  previewInvoice: getRoute({ path: '/api/invoice/v1/preview_invoice', tag: TAG, summary: '已开具的电子发票文件列表', query: api.PreviewInvoiceQuery, data: api.InvoiceFiles }),
  sendInvoiceToEmail: postRoute({ path: '/api/invoice/v1/send_invoice_to_email', tag: TAG, summary: '把电子发票发送到邮箱（PDF 附件）', form: api.SendInvoiceToEmailBody, data: api.InvoiceEmailSent }),
  orderInvoiceList: getRoute({ path: '/api/invoice/v1/order_invoice_list', tag: TAG, summary: '发票中心：已支付订单及其开票状态', query: api.OrderInvoiceListQuery, data: api.OrderInvoicePage }),
  issueInvoice: postRoute({ path: '/api/invoice/v1/operator/issue', tag: TAG, summary: '运营：开具发票（生成 PDF）', form: api.InvoiceIdBody, data: api.InvoiceDetail }),
  refuseInvoice: postRoute({ path: '/api/invoice/v1/operator/reject', tag: TAG, summary: '运营：驳回或标记开票失败', form: api.RejectInvoiceBody, data: api.InvoiceDetail }),
};

export function invoiceRoutes() {
  const r = createRouter();
  const deps = (c: { get(k: 'deps'): Deps }) => c.get('deps');
  // The customer order's number (C…) next to the line's: what the invoice screens show (order/customerNo.ts).
  const withNo = async <T extends { orderId: string }>(c: { get(k: 'deps'): Deps }, v: T) => (await withCusOrderNos(deps(c).db, [v]))[0];

  r.openapi(routes.invoiceHeaderList, async (c) => okJson(c, await invoiceHeaderList(deps(c), requireAccount(c).userId)));
  r.openapi(routes.invoiceHeaderDetail, async (c) => okJson(c, await invoiceHeaderDetail(deps(c), requireAccount(c).userId, c.req.valid('query').id)));
  r.openapi(routes.addInvoiceHeader, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await addInvoiceHeader(deps(c), requireAccount(c).userId, { ...b, defaultHead: b.defaultHead ?? false }));
  });
  r.openapi(routes.updateInvoiceHeader, async (c) => {
    const { id, ...patch } = c.req.valid('form');
    return okJson(c, await updateInvoiceHeader(deps(c), requireAccount(c).userId, id, patch));
  });
  r.openapi(routes.dltInvoiceHeader, async (c) => okJson(c, await dltInvoiceHeader(deps(c), requireAccount(c).userId, c.req.valid('form').ids)));
  r.openapi(routes.findEnterprisePage, async (c) => {
    requireAccount(c);
    const b = c.req.valid('form');
    return okJson(c, await findEnterprisePage(deps(c).db, b.keyword, b.page, b.limit));
  });
  r.openapi(routes.applyInvoiceTypes, async (c) => {
    requireAccount(c);
    return okJson(c, applyInvoiceTypes(c.req.valid('query').mchId));
  });
  r.openapi(routes.applyInvoiceInfo, async (c) => okJson(c, await withNo(c, await applyInvoiceInfo(deps(c), requireAccount(c).userId, c.req.valid('query').orderId))));
  r.openapi(routes.applyInvoice, async (c) => {
    const user = requireAccount(c);
    const { applySource: _source, ...b } = c.req.valid('form');
    void _source;
    const u = await findUserById(deps(c).db, user.userId);
    return okJson(c, await withNo(c, await applyInvoice(deps(c), { userId: user.userId, userName: u?.nickName ?? '' }, b)));
  });
  r.openapi(routes.invoiceRecords, async (c) => okJson(c, await withCusOrderNoPage(deps(c).db, await invoiceRecords(deps(c), requireAccount(c).userId, c.req.valid('query')))));
  r.openapi(routes.invoiceDetail, async (c) => okJson(c, await withCusOrderNo(deps(c).db, await invoiceDetail(deps(c), requireAccount(c).userId, c.req.valid('query')))));
  r.openapi(routes.cancelInvoiceApply, async (c) => okJson(c, await withNo(c, await cancelInvoiceApply(deps(c), requireAccount(c).userId, c.req.valid('form').id))));
  r.openapi(routes.urgeInvoice, async (c) => okJson(c, await withNo(c, await urgeInvoice(deps(c), requireAccount(c).userId, c.req.valid('query').id))));
  r.openapi(routes.previewInvoice, async (c) => okJson(c, await previewInvoice(deps(c), requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(routes.sendInvoiceToEmail, async (c) => okJson(c, await sendInvoiceToEmail(deps(c), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.orderInvoiceList, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await withCusOrderNoPage(deps(c).db, await orderInvoiceList(deps(c), requireAccount(c).userId, { page: q.page, limit: q.limit, status: q.userInvoiceStatus })));
  });
  r.openapi(routes.issueInvoice, async (c) => {
    const id = c.req.valid('form').id;
    const { op } = await operatorForObject(c, deps(c).db, () => invoiceForOperator(deps(c).db, id), () => notFound('开票申请不存在'));
    const spec = { action: 'invoice.issue', objectType: 'invoice', objectId: id, summary: '开具发票', snapshot: () => invoiceState(deps(c).db, id) };
    return okJson(c, await audited(c, spec, () => issueInvoice(deps(c), op, id)));
  });
  r.openapi(routes.refuseInvoice, async (c) => {
    const b = c.req.valid('form');
    const { op } = await operatorForObject(c, deps(c).db, () => invoiceForOperator(deps(c).db, b.id), () => notFound('开票申请不存在'));
    const spec = { action: 'invoice.refuse', objectType: 'invoice', objectId: b.id, summary: `驳回开票：${b.reason}`, snapshot: () => invoiceState(deps(c).db, b.id) };
    return okJson(c, await audited(c, spec, () => refuseInvoice(deps(c), op, b.id, b.reason, b.type)));
  });

  // A plain route: the answer is the PDF itself (owner only; signed like every call), not an envelope.
  r.get('/api/invoice/v1/invoice_pdf', async (c) => {
    const user = requireAccount(c);
    const id = c.req.query('id') ?? '';
    const { data, filename } = await invoicePdf(deps(c), user.userId, id);
    return new Response(new Uint8Array(data), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"`, 'cache-control': 'private, no-store' },
    });
  });
  r.route('/', plannerInvoiceRoutes());
  return r;
}
