import { CONTRACT_STATUS_NAMES } from '@/server/modules/contract/constants';

/** Contract states (inventory order §15 "Contract"): code → name. */
export const CONTRACT_STATUS = CONTRACT_STATUS_NAMES;

export const contractStatusName = (code: string | null | undefined) => (code && CONTRACT_STATUS[code]) || '未知';

/** A contract being signed offers 签署合同; any other state only 查看合同. */
export const canSign = (code: string | null | undefined) => code === 'STRUTS_QSZ' || code === 'STRUTS_CG';
