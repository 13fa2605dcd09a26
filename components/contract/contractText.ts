/** Contract states (inventory order §15 "Contract"). */
export const CONTRACT_STATUS: Record<string, string> = {
  STRUTS_CG: '草稿',
  STRUTS_QSZ: '签署中',
  STRUTS_YWC: '已签署',
  STRUTS_YJQ: '已拒签',
  STRUTS_YYQ: '已逾期',
  STRUTS_YZF: '已作废',
  STRUTS_SHZ: '审核中',
  STRUTS_DGD: '待归档',
};

export const contractStatusName = (code: string | null | undefined) => (code && CONTRACT_STATUS[code]) || '未知';

/** A contract being signed offers 签署合同; any other state only 查看合同. */
export const canSign = (code: string | null | undefined) => code === 'STRUTS_QSZ' || code === 'STRUTS_CG';
