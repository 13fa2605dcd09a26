import { z } from 'zod';
import { email, idField, limitField, listField, optId, optText, optional, pageField, personName, text } from '../fields';
import { pagedSchema } from '../paging';
import { CONTRACT_APPLY_WAY, CONTRACT_STATUS_CODES, ESIGN_TASK_STATUS } from './enums';
import { MOBILE_RE } from '@/lib/contract/mobile';

/**
 * The contract calls (order.md §7, §12): drafting from a template (applycontract), reading, signing through the
 * e-sign adapter, and the contact phone cipher (entry/v1/encryption, decryption). Real-name verification, which
 * signing needs, is lib/contract/realname/api.ts.
 */

// ---- requests ----

export const FindContractTemplateQuery = z.object({ orderId: optId('订单ID') });

export const ApplyContractBody = z.object({
  orderId: idField('订单ID'),
  contractFirstName: text('甲方名称', 100),
  contractFirstContacts: personName('联系人', 40),
  /** An 11-digit mobile, or a cipher the encryption call gave the caller. */
  contractFirstPhone: text('联系电话', 200),
  contractFirstEmail: email('电子邮箱'),
  contractFirstAddr: optText('联系地址', 120),
});
export type ApplyContractBody = z.infer<typeof ApplyContractBody>;

export const ContractListBody = z.object({
  /** STRUTS_QSZ 待签署 / STRUTS_YWC 已签署 …; empty = both. */
  statusList: listField('合同状态', 8),
  businessId: optId('订单ID'),
  page: pageField(),
  limit: limitField(10),
});
export type ContractListBody = z.infer<typeof ContractListBody>;

/** By id or by number. */
export const ContractQuery = z.object({ contractId: optId('合同ID'), contractNo: optId('合同编号') });
export type ContractQuery = z.infer<typeof ContractQuery>;

/** phone, type, name and businessId are sent by older clients and not used. */
export const SignContractBody = z.object({
  contractId: idField('合同ID'),
  phone: optional(z.string().max(200)),
  type: optional(z.string().max(40)),
  name: optional(z.string().max(100)),
  businessId: optional(z.string().max(64)),
});
export const SignContractV2Body = z.object({ contractId: idField('合同ID') });
export const SignTaskQuery = z.object({ taskId: idField('签署任务ID') });
export const SignTaskBody = z.object({ taskId: idField('签署任务ID') });
/** The provider's callback: its own HMAC over the fields (it cannot sign like our client). */
export const SignCallbackBody = z.object({ taskId: idField('签署任务ID'), status: text('状态', 20), ts: text('时间', 20), sign: text('签名', 128) });
export type SignCallbackBody = z.infer<typeof SignCallbackBody>;

export const EncryptionBody = z.object({
  phone: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: '请输入手机号码' }).regex(MOBILE_RE, '手机号码有误')),
});
export const DecryptionBody = z.object({ phoneList: listField('手机号列表', 20) });

// ---- responses ----

export const ContractStatusCode = z.enum(CONTRACT_STATUS_CODES);

export const ContractTemplate = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  contractTypeName: z.string(),
  version: z.number().int(),
  body: z.string().meta({ description: '模板正文，{{占位符}} 由合同数据填写' }),
});
export type ContractTemplate = z.infer<typeof ContractTemplate>;

export const Contract = z.object({
  id: z.string(),
  documentNo: z.string(),
  contractName: z.string(),
  contractTypeName: z.string(),
  moneyFen: z.number().int(),
  money: z.string().meta({ description: '元，两位小数' }),
  status: ContractStatusCode,
  statusName: z.string(),
  businessId: z.string().meta({ description: '订单ID' }),
  businessSn: z.string().meta({ description: '订单编号（SKU 行，D…）' }),
  cusOrderNo: z.string().optional().meta({ description: '客户订单号（C…）：列表、详情与预览带；签署与申请的答复不带' }),
  partyaName: z.string(),
  partyaContacts: z.string(),
  partyaTelephone: z.string().meta({ description: '脱敏的电话 139****5678' }),
  partyaTelephoneEnc: z.string().meta({ description: '加密的电话（签署流程的 contactWay）' }),
  partyaEmail: z.string(),
  partyaAddr: z.string(),
  partybName: z.string(),
  fileUrl: z.string().meta({ description: 'PDF 地址（签名请求，仅本人）' }),
  filePath: z.string(),
  signCompleteTime: z.string().nullable(),
  signerName: z.string().nullable(),
  signerIdMasked: z.string().nullable(),
  documentSha256: z.string().meta({ description: '当前 PDF（草稿或已签署文本）的 SHA-256' }),
  contractApplyWay: z.literal(CONTRACT_APPLY_WAY),
  createTime: z.string(),
});
export type Contract = z.infer<typeof Contract>;

export const ContractPage = pagedSchema(Contract);
export type ContractPage = z.infer<typeof ContractPage>;

export const ContractPreview = Contract.extend({ html: z.string().meta({ description: '合同 HTML（电话已脱敏）' }) });
export type ContractPreview = z.infer<typeof ContractPreview>;

export const ContractApplied = z.object({
  contractId: z.string(),
  contractNo: z.string(),
  contractUrl: z.string(),
  signerName: z.string(),
  contactWay: z.string(),
  contract: Contract,
});
export type ContractApplied = z.infer<typeof ContractApplied>;

export const SignStart = z.object({ taskId: z.string(), signUrl: z.string(), expiresAt: z.string(), provider: z.string() });
export type SignStart = z.infer<typeof SignStart>;

export const SignTask = z.object({
  taskId: z.string(),
  status: z.enum([ESIGN_TASK_STATUS.OPEN, ESIGN_TASK_STATUS.SIGNED, ESIGN_TASK_STATUS.REJECTED, ESIGN_TASK_STATUS.EXPIRED]),
  expiresAt: z.string(),
  contractId: z.string(),
  documentNo: z.string(),
  contractName: z.string(),
  pdfUrl: z.string(),
  documentSha256: z.string(),
  signerName: z.string().nullable(),
  signerIdMasked: z.string().nullable(),
});
export type SignTask = z.infer<typeof SignTask>;

export const EncryptedPhone = z.string().meta({ description: '只有本账号能解密或在本人合同上使用的密文' });
export const DecryptedPhones = z.array(z.string().nullable()).meta({ description: '每个密文的号码；不是本人可读的密文为 null' });
export type DecryptedPhones = z.infer<typeof DecryptedPhones>;
