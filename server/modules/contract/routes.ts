import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import { badInput } from '../../http/errors';
import type { Deps } from '../../http/types';
import { requireAccount } from '../auth/session';
import { withCusOrderNoPage, withCusOrderNos } from '../order/customerNo';
import { orderForUser } from '../order/facts';
import * as api from '@/lib/contract/contract/api';
import { isContractStatus } from '@/lib/contract/contract/enums';
import { applyContract, findContractTemplate } from './drafting';
import { contractDetail, contractHtml, contractList, contractPdf } from './reading';
import { esignTask, signContract } from './signing';
import { completeOnPage, signCallback } from './esign';
import { contactPhoneOf, decryptPhones, encryptPhone } from './phoneCipher';

const TAG = '合同';
/** The e-sign provider calls back from outside: it cannot sign like our client; the body carries its own HMAC. */
export const CALLBACK_PATH = '/api/contract/v1/esign/callback';

const routes = {
  findContractTemplate: getRoute({
    path: '/api/contract/v1/find_contract_template',
    tag: TAG,
    summary: '合同模板（按订单的产品类型；无订单时为通用模板）',
    query: api.FindContractTemplateQuery,
    data: api.ContractTemplate,
  }),
  applycontract: postRoute({
    path: '/api/contract/v2/applycontract',
    tag: TAG,
    summary: '完善合同：用模板、订单数据与甲方信息生成合同（未签署的旧草稿作废）',
    form: api.ApplyContractBody,
    data: api.ContractApplied,
  }),
  applyContractOne: postRoute({ path: '/api/contract/v1/apply_contract_one', tag: TAG, summary: '同 applycontract（旧名）', form: api.ApplyContractBody, data: api.ContractApplied }),
  contractList: postRoute({
    path: '/api/contract/v3/list',
    tag: TAG,
    summary: '我的合同（statusList：STRUTS_QSZ 待签署 / STRUTS_YWC 已签署）',
    form: api.ContractListBody,
    data: api.ContractPage,
  }),
  contractDetail: getRoute({ path: '/api/contract/v1/detail', tag: TAG, summary: '合同详情（filePath 为 PDF 地址）', query: api.ContractQuery, data: api.Contract }),
  contractHtml: getRoute({ path: '/api/contract/v1/preview', tag: TAG, summary: '合同 HTML 渲染（电话已脱敏）', query: api.ContractQuery, data: api.ContractPreview }),
  sign: postRoute({ path: '/api/contract/v1/sign', tag: TAG, summary: '发起签署：须已实名；返回签署页地址（/contract/iframe）', form: api.SignContractBody, data: api.SignStart }),
  signV2: postRoute({ path: '/api/contract_v2/sign', tag: TAG, summary: '同 sign（v2 名称）', form: api.SignContractV2Body, data: api.SignStart }),
  esignTask: getRoute({ path: '/api/contract/v1/esign/task', tag: TAG, summary: '签署任务（本地签署页用）', query: api.SignTaskQuery, data: api.SignTask }),
  completeSign: postRoute({
    path: '/api/contract/v1/esign/complete',
    tag: TAG,
    summary: '本地签署页确认签署：生成已签署 PDF 并存证（SHA-256）',
    form: api.SignTaskBody,
    data: api.Contract,
  }),
  signCallback: postRoute({ path: CALLBACK_PATH, tag: TAG, summary: '电子签服务回调（HMAC 签名，不走接口签名）', form: api.SignCallbackBody, data: api.Contract }),
  encryption: postRoute({ path: '/api/entry/v1/encryption', tag: TAG, summary: '加密手机号（合同联系人电话）', form: api.EncryptionBody, data: api.EncryptedPhone }),
  decryption: postRoute({
    path: '/api/entry/v1/decryption',
    tag: TAG,
    summary: '解密手机号（只解密本人合同上的号码或本人加密得到的密文；其他一律为 null）',
    form: api.DecryptionBody,
    data: api.DecryptedPhones,
  }),
};

export function contractRoutes() {
  const r = createRouter();
  const deps = (c: { get(k: 'deps'): Deps }) => c.get('deps');
  // The customer order's number (C…) next to the line's: what the contract screens show (order/customerNo.ts).
  const withNo = async <T extends { businessId: string }>(c: { get(k: 'deps'): Deps }, v: T) => (await withCusOrderNos(deps(c).db, [v], 'businessId', 'businessSn'))[0];
  r.openapi(routes.findContractTemplate, async (c) => {
    const user = requireAccount(c);
    const { orderId } = c.req.valid('query');
    const productType = orderId ? (await orderForUser(deps(c).db, user.userId, orderId)).productType : undefined;
    const t = await findContractTemplate(deps(c).db, productType);
    return okJson(c, { id: t.id, code: t.code, name: t.name, contractTypeName: t.contractTypeName, version: t.version, body: t.body });
  });
  // A phone cipher in the form must be one the caller may read (phoneCipher.ts), never someone else's.
  const apply = async (d: Deps, userId: string, f: api.ApplyContractBody) => applyContract(d, userId, { ...f, contractFirstPhone: await contactPhoneOf(d, userId, f.contractFirstPhone) });
  r.openapi(routes.applycontract, async (c) => okJson(c, await apply(deps(c), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.applyContractOne, async (c) => okJson(c, await apply(deps(c), requireAccount(c).userId, c.req.valid('form'))));
  r.openapi(routes.contractList, async (c) => {
    const b = c.req.valid('form');
    if (!b.statusList.every(isContractStatus)) throw badInput('statusList：合同状态有误');
    return okJson(c, await withCusOrderNoPage(deps(c).db, await contractList(deps(c), requireAccount(c).userId, b), 'businessId', 'businessSn'));
  });
  r.openapi(routes.contractDetail, async (c) => okJson(c, await withNo(c, await contractDetail(deps(c), requireAccount(c).userId, c.req.valid('query')))));
  r.openapi(routes.contractHtml, async (c) => okJson(c, await withNo(c, await contractHtml(deps(c), requireAccount(c).userId, c.req.valid('query')))));
  r.openapi(routes.sign, async (c) => okJson(c, await signContract(deps(c), requireAccount(c).userId, c.req.valid('form').contractId, { ip: c.get('ip'), userAgent: c.req.header('user-agent') })));
  r.openapi(routes.signV2, async (c) => okJson(c, await signContract(deps(c), requireAccount(c).userId, c.req.valid('form').contractId, { ip: c.get('ip'), userAgent: c.req.header('user-agent') })));
  r.openapi(routes.esignTask, async (c) => okJson(c, await esignTask(deps(c), requireAccount(c).userId, c.req.valid('query').taskId)));
  r.openapi(routes.completeSign, async (c) =>
    okJson(c, await completeOnPage(deps(c), c.req.valid('form').taskId, { userId: requireAccount(c).userId, ip: c.get('ip'), userAgent: c.req.header('user-agent') })),
  );
  r.openapi(routes.signCallback, async (c) => okJson(c, await signCallback(deps(c), c.req.valid('form'))));
  r.openapi(routes.encryption, async (c) => okJson(c, encryptPhone(deps(c), requireAccount(c).userId, c.req.valid('form').phone)));
  // Only the caller's own ciphers (their contracts', or what encryption gave them); any other reads as null.
  r.openapi(routes.decryption, async (c) => okJson(c, await decryptPhones(deps(c), requireAccount(c).userId, c.req.valid('form').phoneList)));

  // A plain route: the answer is the PDF itself (owner only), its SHA-256 verified on every read.
  r.get('/api/contract/v1/contract_pdf', async (c) => {
    const user = requireAccount(c);
    const { data, filename, sha256 } = await contractPdf(deps(c), user.userId, { contractId: c.req.query('contractId') || undefined, contractNo: c.req.query('contractNo') || undefined });
    return new Response(new Uint8Array(data), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"`, 'cache-control': 'private, no-store', 'x-document-sha256': sha256 },
    });
  });
  return r;
}
