import { z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { requireAccount } from '../auth/session';
import { findUserById } from '../auth/users';
import { oneOf } from '../auth/dto';
import { limitField, optional, pageField } from '../planner/common';
import { email, getQuery, idField, listField, mobile, optId, optText, postForm, text, fenField } from '../aftersale/http';
import { operatorForObject } from '../aftersale/operator';
import { notFound } from '../../http/errors';
import { INVOICE_STATUS_NAMES, INVOICE_TYPE_CODES } from './constants';
import { addHeader, deleteHeaders, findEnterprises, getHeader, listHeaders, updateHeader } from './headers';
import { applyInvoice, applyInvoiceInfo, cancelInvoiceApply, hurryInvoice, invoiceDetail, invoiceRecords, merchantInvoiceConfig, orderInvoiceList } from './applications';
import { invoiceForOperator, invoicePdf, issueInvoice, previewInvoice, refuseInvoice, sendInvoiceToEmail } from './issuing';
import { withCusOrderNo, withCusOrderNoPage } from '../order/customer-no';

const TAG = '发票';
const P = '/api/invoice/v1';

const boolFlag = optional(z.enum(['0', '1', 'true', 'false'], { error: '只能为0或1' })).transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));
const invoiceType = oneOf(INVOICE_TYPE_CODES, '发票类型有误');
const statusField = optional(oneOf(Object.keys(INVOICE_STATUS_NAMES) as [string, ...string[]], '开票状态有误'));
const timeField = (label: string) =>
  optional(z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, `${label}格式应为 YYYY-MM-DD HH:mm:ss`)).transform((v) =>
    v ? new Date(`${v.length === 10 ? v + ' 00:00:00' : v}`.replace(' ', 'T') + '+08:00') : undefined,
  );

const HeaderFields = {
  invoiceHead: text('发票抬头', 100),
  dutyParagraph: optText('单位税号', 20),
  address: optText('注册地址', 80),
  phone: optText('注册电话', 20),
  depositBank: optText('开户银行', 45),
  bankNumber: optText('银行账号', 45),
  defaultHead: boolFlag,
};
const AddHeaderBody = z.object({
  type: oneOf(['ORDINARY', 'SPECIAL'], '发票类型有误'),
  headType: oneOf(['PERSONAL', 'COMPANY'], '抬头类型有误'),
  ...HeaderFields,
});
const UpdateHeaderBody = z.object({
  id: idField('抬头ID'),
  invoiceHead: optional(z.string().trim().min(1, '请填写发票抬头').max(100, '发票抬头不能超过100个字')),
  dutyParagraph: optional(z.string().trim().max(20, '单位税号不能超过20个字')),
  address: optional(z.string().trim().max(80, '注册地址不能超过80个字')),
  phone: optional(z.string().trim().max(20, '注册电话不能超过20个字')),
  depositBank: optional(z.string().trim().max(45, '开户银行不能超过45个字')),
  bankNumber: optional(z.string().trim().max(45, '银行账号不能超过45个字')),
  defaultHead: boolFlag,
});

const ApplyBody = z.object({
  orderId: idField('订单ID'),
  id: optId('开票申请ID'),
  applySource: optText('申请来源', 40),
  invoiceType,
  invoiceContent: oneOf(['GOODS_DETAILS', 'GOODS_CATEGORY'], '发票内容有误'),
  invoiceHeader: oneOf(['INVOICE_HEADER_PERSONAL', 'INVOICE_HEADER_COMPANY'], '请选择发票抬头'),
  invoiceHeaderName: text('发票抬头名称', 100),
  taxpayerIdentifNum: optText('纳税人识别号', 20),
  registerAddress: optText('注册地址', 80),
  registerTel: optText('注册电话', 20),
  bankOfDeposit: optText('开户银行', 45),
  bankAccount: optText('银行账号', 45),
  receiverPhone: mobile('收票人手机'),
  receiverEmail: email('收票人邮箱'),
  invoiceMoneyFen: fenField('开票金额'),
});

const idBody = z.object({ id: idField('开票申请ID') });

const routes = {
  headerList: postForm(`${P}/invoice_header_list`, TAG, '我的发票抬头（无分页；默认抬头在前）', z.object({})),
  headerDetail: getQuery(`${P}/invoice_header_detail`, TAG, '一个发票抬头（含完整注册电话）', z.object({ id: idField('抬头ID') })),
  headerAdd: postForm(`${P}/add_invoice_header`, TAG, '添加发票抬头（单位须有效的统一社会信用代码；专用发票每人一个且须银行与注册信息）', AddHeaderBody),
  headerUpdate: postForm(`${P}/update_invoice_header`, TAG, '修改发票抬头（类型与抬头类型不可改）', UpdateHeaderBody),
  headerDelete: postForm(`${P}/dlt_invoice_header`, TAG, '删除发票抬头', z.object({ ids: listField('抬头ID', 50) })),
  enterprises: postForm(`${P}/find_enterprise_page`, TAG, '按名称或信用代码查找企业（抬头自动填写）', z.object({ keyword: text('企业名称', 50), page: pageField(), limit: limitField(10, 20) })),
  types: getQuery(`${P}/apply_invoice_types`, TAG, '商户可开的发票类型', z.object({ mchId: optional(z.string().max(64, '商户ID有误')) })),
  applyInfo: getQuery(`${P}/apply_invoice_info`, TAG, '开票申请页数据：可开票金额、商户与发票类型、上一次申请', z.object({ orderId: idField('订单ID') })),
  apply: postForm(`${P}/apply_invoice`, TAG, '申请开票（已支付订单；金额 ≤ 已付 − 已退 − 已开/申请中）；驳回后带 id 重新申请', ApplyBody),
  records: getQuery(`${P}/invoice_records`, TAG, '开票记录（开票历史）', z.object({ page: pageField(), limit: limitField(15), invoiceType: optional(invoiceType), status: statusField, startCreateTime: timeField('开始时间'), endCreateTime: timeField('结束时间') })),
  detail: getQuery(`${P}/invoice_detail`, TAG, '开票申请详情（id，或订单最新一次申请；订单未申请时 data 为 null）', z.object({ id: optId('开票申请ID'), orderId: optId('订单ID'), type: optional(z.string().max(4)) })),
  cancel: postForm(`${P}/cancel_invoice_apply`, TAG, '撤销审核中的开票申请', idBody),
  hurry: getQuery(`${P}/urge_invoice`, TAG, '催开票（每个申请24小时一次）', idBody),
  preview: getQuery(`${P}/preview_invoice`, TAG, '已开具的电子发票文件列表', z.object({ orderId: optId('订单ID'), id: optId('开票申请ID') })),
  email: postForm(`${P}/send_invoice_to_email`, TAG, '把电子发票发送到邮箱（PDF 附件）', z.object({ id: optId('开票申请ID'), orderId: optId('订单ID'), email: z.preprocess((v) => (v === undefined || v === '' ? undefined : v), z.string({ error: '请输入邮箱地址' }).trim().regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, '邮箱格式有误').max(80, '邮箱过长')) })),
  orderList: getQuery(`${P}/order_invoice_list`, TAG, '发票中心：已支付订单及其开票状态', z.object({ page: pageField(), limit: limitField(15), userInvoiceStatus: statusField })),
  issue: postForm(`${P}/operator/issue`, TAG, '运营：开具发票（生成 PDF）', idBody),
  refuse: postForm(`${P}/operator/reject`, TAG, '运营：驳回或标记开票失败', z.object({ id: idField('开票申请ID'), reason: text('原因', 200), type: optional(oneOf(['REJECT', 'FAIL'], '类型有误')).default('REJECT') })),
};

export function invoiceRoutes() {
  const r = createRouter();
  const deps = (c: { get(k: 'deps'): import('../../http/types').Deps }) => c.get('deps');
  // The customer order's number (C…) next to the line's: what the invoice screens show (order/customer-no.ts).
  const withNo = <T extends { orderId: string }>(c: { get(k: 'deps'): import('../../http/types').Deps }, v: T | null) => withCusOrderNo(deps(c).db, v);

  r.openapi(routes.headerList, async (c) => okJson(c, await listHeaders(deps(c), requireAccount(c).userId)));
  r.openapi(routes.headerDetail, async (c) => okJson(c, await getHeader(deps(c), requireAccount(c).userId, c.req.valid('query').id)));
  r.openapi(routes.headerAdd, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await addHeader(deps(c), requireAccount(c).userId, { ...b, defaultHead: b.defaultHead ?? false }));
  });
  r.openapi(routes.headerUpdate, async (c) => {
    const { id, ...patch } = c.req.valid('form');
    return okJson(c, await updateHeader(deps(c), requireAccount(c).userId, id, patch));
  });
  r.openapi(routes.headerDelete, async (c) => okJson(c, await deleteHeaders(deps(c), requireAccount(c).userId, c.req.valid('form').ids)));
  r.openapi(routes.enterprises, async (c) => {
    requireAccount(c);
    const b = c.req.valid('form');
    return okJson(c, await findEnterprises(deps(c).db, b.keyword, b.page, b.limit));
  });
  r.openapi(routes.types, async (c) => {
    requireAccount(c);
    return okJson(c, merchantInvoiceConfig(c.req.valid('query').mchId));
  });
  r.openapi(routes.applyInfo, async (c) => okJson(c, await withNo(c, await applyInvoiceInfo(deps(c), requireAccount(c).userId, c.req.valid('query').orderId))));
  r.openapi(routes.apply, async (c) => {
    const user = requireAccount(c);
    const { applySource: _source, ...b } = c.req.valid('form');
    void _source;
    const u = await findUserById(deps(c).db, user.userId);
    return okJson(c, await withNo(c, await applyInvoice(deps(c), { userId: user.userId, userName: u?.nickName ?? '' }, b)));
  });
  r.openapi(routes.records, async (c) => okJson(c, await withCusOrderNoPage(deps(c).db, await invoiceRecords(deps(c), requireAccount(c).userId, c.req.valid('query')))));
  r.openapi(routes.detail, async (c) => okJson(c, await withNo(c, await invoiceDetail(deps(c), requireAccount(c).userId, c.req.valid('query')))));
  r.openapi(routes.cancel, async (c) => okJson(c, await withNo(c, await cancelInvoiceApply(deps(c), requireAccount(c).userId, c.req.valid('form').id))));
  r.openapi(routes.hurry, async (c) => okJson(c, await withNo(c, await hurryInvoice(deps(c), requireAccount(c).userId, c.req.valid('query').id))));
  r.openapi(routes.preview, async (c) => okJson(c, await previewInvoice(deps(c), requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(routes.email, async (c) => okJson(c, await sendInvoiceToEmail(deps(c), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.orderList, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await withCusOrderNoPage(deps(c).db, await orderInvoiceList(deps(c), requireAccount(c).userId, { page: q.page, limit: q.limit, status: q.userInvoiceStatus })));
  });
  r.openapi(routes.issue, async (c) => {
    const id = c.req.valid('form').id;
    const { op } = await operatorForObject(c, deps(c).db, () => invoiceForOperator(deps(c).db, id), () => notFound('开票申请不存在'));
    return okJson(c, await issueInvoice(deps(c), op, id));
  });
  r.openapi(routes.refuse, async (c) => {
    const b = c.req.valid('form');
    const { op } = await operatorForObject(c, deps(c).db, () => invoiceForOperator(deps(c).db, b.id), () => notFound('开票申请不存在'));
    return okJson(c, await refuseInvoice(deps(c), op, b.id, b.reason, b.type));
  });

  /** GET /api/invoice/v1/invoice_pdf?id= — the issued PDF (owner only; signed like every call). */
  r.get(`${P}/invoice_pdf`, async (c) => {
    const user = requireAccount(c);
    const id = c.req.query('id') ?? '';
    const { data, filename } = await invoicePdf(deps(c), user.userId, id);
    return new Response(new Uint8Array(data), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"`, 'cache-control': 'private, no-store' },
    });
  });
  return r;
}
