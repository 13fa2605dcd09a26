/** Contract states (inventory order §15 "Contract"). Pure (no imports): shared by the server, services/contract.ts and components/contract. */
export const CONTRACT_STATUS = { DRAFT: 'STRUTS_CG', SIGNING: 'STRUTS_QSZ', DONE: 'STRUTS_YWC', REFUSED: 'STRUTS_YJQ', OVERDUE: 'STRUTS_YYQ', VOID: 'STRUTS_YZF' } as const;
export const CONTRACT_STATUS_NAMES: Record<string, string> = {
  STRUTS_CG: '草稿',
  STRUTS_QSZ: '签署中',
  STRUTS_YWC: '已签署',
  STRUTS_YJQ: '已拒签',
  STRUTS_YYQ: '已逾期',
  STRUTS_YZF: '已作废',
  STRUTS_SHZ: '审核中',
  STRUTS_DGD: '待归档',
};
