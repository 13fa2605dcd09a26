/** 老板审批 calls (/bossAudit): spec §7 "Boss audit: treeBook find_by_code". */
import { http, type Http } from '@/lib/http';
import type { PurchaseAudit } from '@/lib/contract/bossaudit/api';

export type { PurchaseAudit } from '@/lib/contract/bossaudit/api';

/** POST /api/treeBook/v1/create_audit (logged in): an approval request and its link for the boss. */
export const createAudit = (input: { productId: string; quantity: number; note: string }, client: Http = http) =>
  client.post<PurchaseAudit>('/treeBook/v1/create_audit', input);

/** GET /api/treeBook/v1/find_by_code: the request behind a shared link. */
export const findByCode = (code: string, client: Http = http) => client.get<PurchaseAudit>('/treeBook/v1/find_by_code', { code });

/** POST /api/treeBook/v1/decide: the boss approves or rejects (with a reason), once. */
export const decideAudit = (input: { code: string; decision: 'approve' | 'reject'; reason?: string }, client: Http = http) =>
  client.post<PurchaseAudit>('/treeBook/v1/decide', input);
