import { z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { requireAccount } from '../auth/session';
import { badInput } from '../../http/errors';
import { withCusOrderNo, withCusOrderNoPage } from '../order/customer-no';
import { limitField, optional, pageField } from '../planner/common';
import { email, getQuery, idField, listField, optId, optText, postForm, text } from '../aftersale/http';
import { CONTRACT_STATUS_NAMES } from './constants';
import { applyContract, findContractTemplate } from './drafting';
import { contractDetail, contractHtml, contractPdf, listContracts } from './reading';
import { signTaskInfo, startSign } from './signing';
import { orderForUser } from '../aftersale/orders-port';
import { completeOnPage, signCallback } from './esign';
import type { Deps } from '../../http/types';
import type { ApplyContractInput } from './drafting';
import { contactPhoneOf, decryptPhonesForUser, encryptPhoneForUser } from './phone-cipher';

const TAG = '合同';
export const CALLBACK_PATH = '/api/contract/v1/esign/callback';
// The e-sign provider calls back from outside: it cannot sign like our client; the body carries its own HMAC.

const contractQuery = z.object({ contractId: optId('合同ID'), contractNo: optId('合同编号') });

const ApplyBody = z.object({
  orderId: idField('订单ID'),
  contractFirstName: text('甲方名称', 100),
  contractFirstContacts: text('联系人', 40),
  contractFirstPhone: text('联系电话', 200),
  contractFirstEmail: email('电子邮箱'),
  contractFirstAddr: optText('联系地址', 120),
});

const routes = {
  template: getQuery('/api/contract/v1/find_contract_template', TAG, '合同模板（按订单的产品类型；无订单时为通用模板）', z.object({ orderId: optId('订单ID') })),
  apply: postForm('/api/contract/v2/applycontract', TAG, '完善合同：用模板、订单数据与甲方信息生成合同（未签署的旧草稿作废）', ApplyBody),
  applyOne: postForm('/api/contract/v1/apply_contract_one', TAG, '同 applycontract（旧名）', ApplyBody),
  list: postForm('/api/contract/v3/list', TAG, '我的合同（statusList：STRUTS_QSZ 待签署 / STRUTS_YWC 已签署）', z.object({ statusList: listField('合同状态', 8), businessId: optId('订单ID'), page: pageField(), limit: limitField(10) })),
  detail: getQuery('/api/contract/v1/detail', TAG, '合同详情（filePath 为 PDF 地址）', contractQuery),
  html: getQuery('/api/contract/v1/preview', TAG, '合同 HTML 渲染（电话已脱敏）', contractQuery),
  sign: postForm('/api/contract/v1/sign', TAG, '发起签署：须已实名；返回签署页地址（/contract/iframe）', z.object({ contractId: idField('合同ID'), phone: optional(z.string().max(200)), type: optional(z.string().max(40)), name: optional(z.string().max(100)), businessId: optional(z.string().max(64)) })),
  signV2: postForm('/api/contract_v2/sign', TAG, '同 sign（v2 名称）', z.object({ contractId: idField('合同ID') })),
  task: getQuery('/api/contract/v1/esign/task', TAG, '签署任务（本地签署页用）', z.object({ taskId: idField('签署任务ID') })),
  complete: postForm('/api/contract/v1/esign/complete', TAG, '本地签署页确认签署：生成已签署 PDF 并存证（SHA-256）', z.object({ taskId: idField('签署任务ID') })),
  callback: postForm(CALLBACK_PATH, TAG, '电子签服务回调（HMAC 签名，不走接口签名）', z.object({ taskId: idField('签署任务ID'), status: text('状态', 20), ts: text('时间', 20), sign: text('签名', 128) })),
  encrypt: postForm('/api/entry/v1/encryption', TAG, '加密手机号（合同联系人电话）', z.object({ phone: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: '请输入手机号码' }).regex(/^1\d{10}$/, '手机号码有误')) })),
  decrypt: postForm('/api/entry/v1/decryption', TAG, '解密手机号（只解密本人合同上的号码或本人加密得到的密文；其他一律为 null）', z.object({ phoneList: listField('手机号列表', 20) })),
};

export function contractRoutes() {
  const r = createRouter();
  r.openapi(routes.template, async (c) => {
    const user = requireAccount(c);
    const { orderId } = c.req.valid('query');
    const productType = orderId ? (await orderForUser(c.get('deps').db, user.userId, orderId)).productType : undefined;
    const t = await findContractTemplate(c.get('deps').db, productType);
    return okJson(c, { id: t.id, code: t.code, name: t.name, contractTypeName: t.contractTypeName, version: t.version, body: t.body });
  });
  // A phone cipher in the form must be one the caller may read (phone-cipher.ts), never someone else's.
  const apply = async (deps: Deps, userId: string, f: ApplyContractInput) => applyContract(deps, userId, { ...f, contractFirstPhone: await contactPhoneOf(deps, userId, f.contractFirstPhone) });
  r.openapi(routes.apply, async (c) => okJson(c, await apply(c.get('deps'), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.applyOne, async (c) => okJson(c, await apply(c.get('deps'), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.list, async (c) => {
    const b = c.req.valid('form');
    const bad = b.statusList.find((s) => !(s in CONTRACT_STATUS_NAMES));
    if (bad) throw badInput('statusList：合同状态有误');
    return okJson(c, await withCusOrderNoPage(c.get('deps').db, await listContracts(c.get('deps'), requireAccount(c).userId, b), 'businessId', 'businessSn'));
  });
  r.openapi(routes.detail, async (c) => okJson(c, await withCusOrderNo(c.get('deps').db, await contractDetail(c.get('deps'), requireAccount(c).userId, c.req.valid('query')), 'businessId', 'businessSn')));
  r.openapi(routes.html, async (c) => okJson(c, await withCusOrderNo(c.get('deps').db, await contractHtml(c.get('deps'), requireAccount(c).userId, c.req.valid('query')), 'businessId', 'businessSn')));
  r.openapi(routes.sign, async (c) =>
    okJson(c, await startSign(c.get('deps'), requireAccount(c).userId, c.req.valid('form').contractId, { ip: c.get('ip'), userAgent: c.req.header('user-agent') })),
  );
  r.openapi(routes.signV2, async (c) =>
    okJson(c, await startSign(c.get('deps'), requireAccount(c).userId, c.req.valid('form').contractId, { ip: c.get('ip'), userAgent: c.req.header('user-agent') })),
  );
  r.openapi(routes.task, async (c) => okJson(c, await signTaskInfo(c.get('deps'), requireAccount(c).userId, c.req.valid('query').taskId)));
  r.openapi(routes.complete, async (c) =>
    okJson(c, await completeOnPage(c.get('deps'), c.req.valid('form').taskId, { userId: requireAccount(c).userId, ip: c.get('ip'), userAgent: c.req.header('user-agent') })),
  );
  r.openapi(routes.callback, async (c) => okJson(c, await signCallback(c.get('deps'), c.req.valid('form'))));
  r.openapi(routes.encrypt, async (c) => okJson(c, encryptPhoneForUser(c.get('deps'), requireAccount(c).userId, c.req.valid('form').phone)));
  // Only the caller's own ciphers (their contracts', or what encryption gave them); any other reads as null.
  r.openapi(routes.decrypt, async (c) => okJson(c, await decryptPhonesForUser(c.get('deps'), requireAccount(c).userId, c.req.valid('form').phoneList)));

  /** GET /api/contract/v1/contract_pdf?contractId= — the PDF (owner only), its SHA-256 verified on every read. */
  r.get('/api/contract/v1/contract_pdf', async (c) => {
    const user = requireAccount(c);
    const { data, filename, sha256 } = await contractPdf(c.get('deps'), user.userId, { contractId: c.req.query('contractId') || undefined, contractNo: c.req.query('contractNo') || undefined });
    return new Response(new Uint8Array(data), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"`, 'cache-control': 'private, no-store', 'x-document-sha256': sha256 },
    });
  });
  return r;
}
