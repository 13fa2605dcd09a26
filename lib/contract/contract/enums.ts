/**
 * Contract states (inventory order §15 "Contract"), shared by the server (server/modules/contract), the client calls
 * (services/contract.ts) and components/contract. Plain constants: no imports.
 */
export const CONTRACT_STATUS = {
  DRAFT: 'STRUTS_CG',
  SIGNING: 'STRUTS_QSZ',
  DONE: 'STRUTS_YWC',
  REFUSED: 'STRUTS_YJQ',
  OVERDUE: 'STRUTS_YYQ',
  VOID: 'STRUTS_YZF',
  AUDIT: 'STRUTS_SHZ',
  ARCHIVING: 'STRUTS_DGD',
} as const;
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];
export const CONTRACT_STATUS_NAMES: Record<ContractStatus, string> = {
  STRUTS_CG: '草稿',
  STRUTS_QSZ: '签署中',
  STRUTS_YWC: '已签署',
  STRUTS_YJQ: '已拒签',
  STRUTS_YYQ: '已逾期',
  STRUTS_YZF: '已作废',
  STRUTS_SHZ: '审核中',
  STRUTS_DGD: '待归档',
};
export const CONTRACT_STATUS_CODES = Object.values(CONTRACT_STATUS) as [ContractStatus, ...ContractStatus[]];
export const isContractStatus = (s: string): s is ContractStatus => s in CONTRACT_STATUS_NAMES;
/** The contracts of an order that are alive: waiting for the signature, or signed. */
export const LIVE_CONTRACT_STATUSES: ContractStatus[] = [CONTRACT_STATUS.SIGNING, CONTRACT_STATUS.DONE];

/** A sign task opened with the e-sign provider. */
export const ESIGN_TASK_STATUS = { OPEN: 'OPEN', SIGNED: 'SIGNED', REJECTED: 'REJECTED', EXPIRED: 'EXPIRED' } as const;
export type EsignTaskStatus = (typeof ESIGN_TASK_STATUS)[keyof typeof ESIGN_TASK_STATUS];

/** Who drafted the contract: always the customer in this storefront. */
export const CONTRACT_APPLY_WAY = 'CUSTOMER';

/** contract_templates.status: only templates in use are drawn from. */
export const TEMPLATE_STATUS = { IN_USE: 1 } as const;
