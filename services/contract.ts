/**
 * Contracts and real-name verification (order.md §7, §12; platform.md §5.5). Server: server/modules/{contract,realname}.
 * Flow: applyContract (完善合同) → preview (contractHtml / fetchContractPdf) → signContract → if 403 with
 * data.needAuthentication go to /contract/authentication (sendSmsCode type "default" to the own phone, then
 * authentication) → signContract → /contract/iframe?taskId=… (the local signing page: esignTask, then completeSign).
 */
import { http, loadHttpClient, type Http } from '@/lib/http';
import type {
  ApplyContractBody,
  Contract,
  ContractApplied,
  ContractPage,
  ContractPreview,
  ContractQuery,
  ContractTemplate,
  DecryptedPhones,
  SignStart,
  SignTask,
} from '@/lib/contract/contract/api';
import type { AuthenticationBody, RealnameInfo } from '@/lib/contract/realname/api';
import type { ContractStatus } from '@/lib/contract/contract/enums';

export type { Contract, SignTask } from '@/lib/contract/contract/api';
export type { RealnameInfo } from '@/lib/contract/realname/api';

export const findContractTemplate = (orderId?: string, client: Http = http) => client.get<ContractTemplate>('/contract/v1/find_contract_template', { orderId });

/** contractFirstPhone: an 11-digit mobile or the string encryptPhone returned. */
export type ApplyContractInput = Pick<ApplyContractBody, 'orderId' | 'contractFirstName' | 'contractFirstContacts' | 'contractFirstPhone'> &
  Partial<Pick<ApplyContractBody, 'contractFirstEmail' | 'contractFirstAddr'>>;
/** 409 when the order's contract is already signed; an unsigned previous draft is voided. */
export const applyContract = (input: ApplyContractInput, client: Http = http) => client.post<ContractApplied>('/contract/v2/applycontract', input);
export const contractList = (q: { statusList: ContractStatus[]; page?: number; limit?: number; businessId?: string }, client: Http = http) =>
  client.post<ContractPage>('/contract/v3/list', { ...q, statusList: q.statusList.join(',') });
export const contractDetail = (q: ContractQuery, client: Http = http) => client.get<Contract>('/contract/v1/detail', q);
/** The contract as HTML (phones masked) for an inline preview. */
export const contractHtml = (q: ContractQuery, client: Http = http) => client.get<ContractPreview>('/contract/v1/preview', q);
/** The PDF (draft, or the signed copy); 409 合同文件校验失败… when the stored file no longer matches its hash. */
export async function fetchContractPdf(contractId: string): Promise<Blob> {
  const { api } = await loadHttpClient();
  const res = await api.get('/contract/v1/contract_pdf', { params: { contractId }, responseType: 'blob' });
  return res.data as Blob;
}

/** 403 with data { needAuthentication: true, realStatus } when the user is not verified. */
export const signContract = (contractId: string, client: Http = http) => client.post<SignStart>('/contract/v1/sign', { contractId });
export const esignTask = (taskId: string, client: Http = http) => client.get<SignTask>('/contract/v1/esign/task', { taskId });
/** The local signing page's 确认签署: the signed PDF is generated and stored with its hash. */
export const completeSign = (taskId: string, client: Http = http) => client.post<Contract>('/contract/v1/esign/complete', { taskId });

export const encryptPhone = (phone: string, client: Http = http) => client.post<string>('/entry/v1/encryption', { phone });
/** null for strings that are not our encrypted phones. */
export const decryptPhones = (phoneList: string[], client: Http = http) => client.post<DecryptedPhones>('/entry/v1/decryption', { phoneList: JSON.stringify(phoneList) });

// ---- real-name ----
export const realnameInfo = (client: Http = http) => client.get<RealnameInfo>('/contract/v1/realname_info', {});
/**
 * name + 18-digit ID (validated: lib/validators/idCard) + the SMS code sent to the account's own phone with
 * sendSmsCode({phone, type: 'default'}) of services/auth. 400 cardNo：请输入正确的身份证号码（…）, 10401 wrong code,
 * 409 already verified / number bound to another account.
 */
export const authentication = (input: AuthenticationBody, client: Http = http) => client.post<RealnameInfo>('/contract/v1/authentication', input);
