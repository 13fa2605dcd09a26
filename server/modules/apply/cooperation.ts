import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  CooperationBody,
  CooperationPage,
  CooperationProposal,
  OperatorCooperationListQuery,
  OperatorCooperationPage,
  OperatorCooperationProposal,
  OperatorCooperationStatusBody,
} from '@/lib/contract/apply/api';
import {
  APPLY_MSG,
  COOPERATION_NEXT,
  COOPERATION_STATUSES,
  COOPERATION_STATUS_TEXT,
  cooperationKindName,
  type CooperationKind,
  type CooperationStatus,
} from '@/lib/contract/apply/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { AppError, ERR, notFound } from '../../http/errors';
import type { Caller } from '../auth/service';
import { allowedFrom, cleanText, openFirst, provenPhone, requireApplicant, statusRefused, takeApplySlot } from './common';
import { cooperationDecidedNotice } from './notices';
import { cooperationProposals, type CooperationProposalRow } from './schema';

// 我要合作 (/my/cooperation): a proposal to the business team, within the day's quota; the proposer sees their own;
// the platform operator moves it from 待联系 to 已联系 or 已结束, each change one conditional UPDATE.

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
    statusNote: r.statusNote,
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

const forOperator = (r: CooperationProposalRow): OperatorCooperationProposal => ({ ...present(r), userId: r.userId, updatedAt: r.updatedAt.toISOString() });
const OPEN = COOPERATION_STATUSES.filter((s) => COOPERATION_NEXT[s].length > 0);

/** GET /api/apply/v1/operator/cooperation/list (platform operator): proposals, those still open (待联系, 已联系) first, oldest first. */
export async function operatorCooperationList(db: DbLike, q: OperatorCooperationListQuery): Promise<OperatorCooperationPage> {
  const where = q.status ? eq(cooperationProposals.status, q.status) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(cooperationProposals)
      .where(where)
      .orderBy(openFirst(cooperationProposals.status, OPEN), cooperationProposals.createdAt, cooperationProposals.id)
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(cooperationProposals).where(where),
  ]);
  return pageOf(rows.map(forOperator), n, q.page, q.limit);
}

/**
 * POST /api/apply/v1/operator/cooperation/update_status: one conditional UPDATE (only from the statuses COOPERATION_NEXT
 * allows, or from `from` alone when given); a refused change is 409, an unknown id 404. The note is shown to the proposer,
 * who is also told by a notice written in the same transaction.
 */
export async function updateCooperationStatus(deps: Deps, input: OperatorCooperationStatusBody): Promise<OperatorCooperationProposal> {
  const statusNote = cleanText('note', input.note);
  const from = allowedFrom(COOPERATION_NEXT, input.status, input.from);
  if (from.length) {
    const now = deps.now();
    const row = await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(cooperationProposals)
        .set({ status: input.status, statusNote, updatedAt: now })
        .where(and(eq(cooperationProposals.id, input.id), inArray(cooperationProposals.status, from)))
        .returning();
      if (moved) await cooperationDecidedNotice(tx, moved, now);
      return moved;
    });
    if (row) return forOperator(row);
  }
  const [cur] = await deps.db.select({ status: cooperationProposals.status }).from(cooperationProposals).where(eq(cooperationProposals.id, input.id)).limit(1);
  if (!cur) throw notFound(APPLY_MSG.cooperationNotFound);
  const nowText = COOPERATION_STATUS_TEXT[cur.status as CooperationStatus] ?? cur.status;
  throw statusRefused('合作意向', nowText, COOPERATION_STATUS_TEXT[input.status], !!input.from && input.from !== cur.status);
}
