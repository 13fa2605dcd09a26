import { desc, eq } from 'drizzle-orm';
import type { CooperationBody, CooperationPage, CooperationProposal } from '@/lib/contract/apply/api';
import { COOPERATION_STATUS_TEXT, cooperationKindName, type CooperationKind, type CooperationStatus } from '@/lib/contract/apply/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { AppError, ERR } from '../../http/errors';
import type { Caller } from '../auth/service';
import { cleanText, provenPhone, requireApplicant, takeApplySlot } from './common';
import { cooperationProposals, type CooperationProposalRow } from './schema';

// 我要合作 (/my/cooperation): a proposal to the business team, within the day's quota; the proposer sees their own.

function present(r: CooperationProposalRow): CooperationProposal {
  const status = r.status as CooperationStatus;
  return {
    id: r.id,
    company: r.company,
    contactName: r.contactName,
    phone: r.phone,
    kind: r.kind as CooperationKind,
    kindName: cooperationKindName(r.kind),
    description: r.description,
    status,
    statusText: COOPERATION_STATUS_TEXT[status] ?? '',
    createdAt: r.createdAt.toISOString(),
  };
}

/** POST /api/apply/v1/cooperation/submit. */
export async function submitCooperation(deps: Deps, userId: string, caller: Caller, input: CooperationBody): Promise<CooperationProposal> {
  const company = cleanText('company', input.company, '请填写公司名称');
  const contactName = cleanText('contactName', input.contactName, '请填写联系人');
  const description = cleanText('description', input.description, '请填写合作内容');
  if (description.length < 10) throw new AppError(ERR.BAD_INPUT, 'description：请用至少10个字描述合作内容');
  const account = await requireApplicant(deps.db, userId);
  const phone = await provenPhone(deps, account, { phone: input.phone, smsCode: input.smsCode }, caller);
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await takeApplySlot(tx, userId, 'cooperation', now);
    const [saved] = await tx
      .insert(cooperationProposals)
      .values({ id: newId('co_'), userId, company, contactName, phone, kind: input.kind, description, createdAt: now, updatedAt: now })
      .returning();
    return saved;
  });
  return present(row);
}

/** GET /api/apply/v1/cooperation/mine: the caller's proposals, newest first. */
export async function myCooperations(db: DbLike, userId: string, page: number, limit: number): Promise<CooperationPage> {
  const where = eq(cooperationProposals.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(cooperationProposals).where(where).orderBy(desc(cooperationProposals.createdAt), desc(cooperationProposals.id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(cooperationProposals).where(where),
  ]);
  return pageOf(rows.map(present), n, page, limit);
}
