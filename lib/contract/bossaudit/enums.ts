/** 老板审批 (/bossAudit): an employee asks the company's boss, through a shared link, to approve a purchase. */
export const AUDIT_STATUS = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected', EXPIRED: 'expired' } as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

export const AUDIT_STATUS_TEXT: Record<AuditStatus, string> = {
  pending: '待老板审批',
  approved: '老板已同意',
  rejected: '老板已驳回',
  expired: '审批已过期',
};

/** A request waits this long for the boss. */
export const AUDIT_TTL_DAYS = 7;
export const AUDIT_DECISIONS = ['approve', 'reject'] as const;
export const auditLink = (code: string) => `/bossAudit?code=${encodeURIComponent(code)}`;
