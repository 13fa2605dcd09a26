/**
 * Contracts and real-name verification (order.md §7, §12; platform.md §5.5). Server: server/modules/{contract,realname}.
 * Flow: applyContract (完善合同) → preview (contractHtml / fetchContractPdf) → signContract → if 403 with
 * data.needAuthentication go to /contract/authentication (sendSmsCode type "default" to the own phone, then
 * authenticate) → signContract → /contract/iframe?taskId=… (the local signing page: esignTask, then completeSign).
 */
import { api, http, type Http } from '@/lib/http';
import type { Paged } from '@/lib/contract/paging';

export type ContractStatus = 'STRUTS_CG' | 'STRUTS_QSZ' | 'STRUTS_YWC' | 'STRUTS_YJQ' | 'STRUTS_YYQ' | 'STRUTS_YZF' | 'STRUTS_SHZ' | 'STRUTS_DGD';
export { CONTRACT_STATUS_NAMES } from '@/server/modules/contract/constants';

export type Contract = {
  id: string;
  documentNo: string;
  contractName: string;
  contractTypeName: string;
  moneyFen: number;
  /** Yuan, 2 decimals. */
  money: string;
  status: ContractStatus;
  statusName: string;
  /** Order id / order number. */
  businessId: string;
  businessSn: string;
  /** The customer order's number (C…), the one the order list shows; businessSn is the SKU line's. */
  cusOrderNo?: string;
  partyaName: string;
  partyaContacts: string;
  /** Masked 139****5678. */
  partyaTelephone: string;
  /** Encrypted phone (contactWay of the sign flow). */
  partyaTelephoneEnc: string;
  partyaEmail: string;
  partyaAddr: string;
  partybName: string;
  /** The PDF endpoint (signed request, owner only): use fetchContractPdf. */
  fileUrl: string;
  filePath: string;
  signCompleteTime: string | null;
  signerName: string | null;
  signerIdMasked: string | null;
  /** SHA-256 of the current PDF (draft, or signed copy). */
  documentSha256: string;
  contractApplyWay: 'CUSTOMER';
  createTime: string;
};
export type { Paged };

export type ContractTemplate = { id: string; code: string; name: string; contractTypeName: string; version: number; body: string };
export const findContractTemplate = (orderId?: string, client: Http = http) => client.get<ContractTemplate>('/contract/v1/find_contract_template', { orderId });

export type ApplyContractInput = {
  orderId: string;
  contractFirstName: string;
  contractFirstContacts: string;
  /** 11-digit mobile or the string encryptPhone returned. */
  contractFirstPhone: string;
  contractFirstEmail?: string;
  contractFirstAddr?: string;
};
export type ApplyContractResult = { contractId: string; contractNo: string; contractUrl: string; signerName: string; contactWay: string; contract: Contract };
/** 409 when the order's contract is already signed; an unsigned previous draft is voided. */
export const applyContract = (input: ApplyContractInput, client: Http = http) => client.post<ApplyContractResult>('/contract/v2/applycontract', input);
export const contractList = (q: { statusList: ContractStatus[]; page?: number; limit?: number; businessId?: string }, client: Http = http) =>
  client.post<Paged<Contract>>('/contract/v3/list', { ...q, statusList: q.statusList.join(',') });
export const contractDetail = (q: { contractId?: string; contractNo?: string }, client: Http = http) => client.get<Contract>('/contract/v1/detail', q);
/** The contract as HTML (phones masked) for an inline preview. */
export const contractHtml = (q: { contractId?: string; contractNo?: string }, client: Http = http) => client.get<Contract & { html: string }>('/contract/v1/preview', q);
/** The PDF (draft, or the signed copy); 409 合同文件校验失败… when the stored file no longer matches its hash. */
export async function fetchContractPdf(contractId: string): Promise<Blob> {
  const res = await api.get('/contract/v1/contract_pdf', { params: { contractId }, responseType: 'blob' });
  return res.data as Blob;
}

export type SignStart = { taskId: string; signUrl: string; expiresAt: string; provider: string };
/** 403 with data { needAuthentication: true, realStatus } when the user is not verified. */
export const signContract = (contractId: string, client: Http = http) => client.post<SignStart>('/contract/v1/sign', { contractId });
export type SignTask = {
  taskId: string;
  status: 'OPEN' | 'SIGNED' | 'REJECTED' | 'EXPIRED';
  expiresAt: string;
  contractId: string;
  documentNo: string;
  contractName: string;
  pdfUrl: string;
  documentSha256: string;
  signerName: string | null;
  signerIdMasked: string | null;
};
export const esignTask = (taskId: string, client: Http = http) => client.get<SignTask>('/contract/v1/esign/task', { taskId });
/** The local signing page's 确认签署: the signed PDF is generated and stored with its hash. */
export const completeSign = (taskId: string, client: Http = http) => client.post<Contract>('/contract/v1/esign/complete', { taskId });

export const encryptPhone = (phone: string, client: Http = http) => client.post<string>('/entry/v1/encryption', { phone });
/** null for strings that are not our encrypted phones. */
export const decryptPhones = (phoneList: string[], client: Http = http) => client.post<(string | null)[]>('/entry/v1/decryption', { phoneList: JSON.stringify(phoneList) });

// ---- real-name ----
export type RealStatus = 'NO_AUTHENTICATION' | 'AUTHENTICATION_ING' | 'AUTHENTICATION_SUCCESS' | 'AUTHENTICATION_FAIL' | 'AUTHENTICATION_INVALID';
export type RealnameInfo = { realStatus: RealStatus; name: string | null; idNoMasked: string | null; phoneMasked: string; verifiedAt: string | null };
export const realnameInfo = (client: Http = http) => client.get<RealnameInfo>('/contract/v1/realname_info', {});
/**
 * name + 18-digit ID (validated: lib/validators/idCard) + the SMS code sent to the account's own phone with
 * sendSmsCode({phone, type: 'default'}) of services/auth. 400 cardNo：请输入正确的身份证号码（…）, 10401 wrong code,
 * 409 already verified / number bound to another account.
 */
export const authenticate = (input: { name: string; cardNo: string; smsCode: string }, client: Http = http) => client.post<RealnameInfo>('/contract/v1/authentication', input);
