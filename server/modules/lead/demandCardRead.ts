import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DemandCard, DemandCardPage, PlannerDemandCard, PlannerDemandCardPage } from '@/lib/contract/demandCard/api';
import type { AnswerRow } from '@/lib/contract/demandCard/answers';
import { LEAD_KIND } from '@/lib/contract/catalog/enums';
import {
  DEMAND_CARD_STATUS_TEXT,
  DEMAND_MATCHES,
  DEMAND_MATCH,
  demandCardTitle,
  matchNote,
  statusOfMatch,
  type DemandMatch,
} from '@/lib/contract/demandCard/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { forbidden, notFound } from '../../http/errors';
import { maskPhone } from '../auth/users';
import { plannerCardOf } from '../planner/present';
import { findPlanner, plannersByIds } from '../planner/service';
import { leads } from './schema';

// Reading demand cards: the customer's own (我的需求卡) and those given to a planner — each only by its owner.

export type LeadRow = typeof leads.$inferSelect;

/** What a demand card keeps in leads.payload besides the typed columns. */
export type DemandPayload = {
  formType: string;
  answers: AnswerRow[];
  comment: string;
  allowPhone: boolean;
  match: DemandMatch;
  /** The original's customerAttribute: question → answer, plus 备注 and 是否允许电话联系. */
  customerAttribute: Record<string, string>;
  sourceSyscode: string;
  firstSourceChannel: string;
  secondSourceChannel: string;
  /** The customer's conversation with the planner, once the planner was told. */
  groupId: string | null;
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The payload of a stored card, read defensively (jsonb). */
export function payloadOf(row: LeadRow): DemandPayload {
  const p = row.payload as Partial<DemandPayload>;
  const match = DEMAND_MATCHES.includes(p.match as DemandMatch) ? (p.match as DemandMatch) : DEMAND_MATCH.NONE;
  return {
    formType: str(p.formType),
    answers: Array.isArray(p.answers) ? p.answers.map((a) => ({ label: str(a?.label), value: str(a?.value) })) : [],
    comment: str(p.comment),
    allowPhone: p.allowPhone !== false,
    match,
    customerAttribute: (p.customerAttribute ?? {}) as Record<string, string>,
    sourceSyscode: str(p.sourceSyscode),
    firstSourceChannel: str(p.firstSourceChannel),
    secondSourceChannel: str(p.secondSourceChannel),
    groupId: typeof p.groupId === 'string' ? p.groupId : null,
  };
}

function cardBase(row: LeadRow) {
  const p = payloadOf(row);
  const requireName = row.requireName ?? '';
  const cityName = row.areaName ?? '';
  const status = statusOfMatch(p.match);
  return {
    id: row.id,
    requireCode: row.requireCode ?? '',
    requireName,
    title: demandCardTitle({ name: requireName }),
    cityCode: row.areaCode ?? '',
    cityName,
    answers: p.answers,
    comment: p.comment,
    allowPhone: p.allowPhone,
    status,
    statusText: DEMAND_CARD_STATUS_TEXT[status],
    statusNote: matchNote(p.match, { cityName, requireName }),
    match: p.match,
    groupId: p.groupId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Cards as their customer sees them, each with its planner's card. */
export async function presentCards(db: DbLike, rows: LeadRow[]): Promise<DemandCard[]> {
  const ids = [...new Set(rows.map((r) => r.targetId).filter((id): id is string => !!id))];
  const planners = new Map((await plannersByIds(db, ids)).map((p) => [p.userId, plannerCardOf(p)]));
  return rows.map((r) => ({ ...cardBase(r), planner: (r.targetId && planners.get(r.targetId)) || null }));
}

/** A card as the planner it was given to sees it: the customer to contact (the phone masked unless calls are welcome). */
export function presentForPlanner(row: LeadRow): PlannerDemandCard {
  const base = cardBase(row);
  return {
    ...base,
    customer: { userId: row.userId ?? '', name: row.name, phone: base.allowPhone ? row.phone : maskPhone(row.phone) },
  };
}

const isCard = eq(leads.kind, LEAD_KIND.DEMAND_CARD);

async function pageWhere(db: DbLike, where: SQL | undefined, page: number, limit: number) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(leads).where(where),
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).offset(offsetOf(page, limit)),
  ]);
  return { n: Number(n), rows };
}

/** GET /demand_card/v1/list: the caller's own cards, newest first. */
export async function demandCardList(db: DbLike, userId: string, page: number, limit: number): Promise<DemandCardPage> {
  const { n, rows } = await pageWhere(db, and(isCard, eq(leads.userId, userId)), page, limit);
  return pageOf(await presentCards(db, rows), n, page, limit);
}

/** GET /demand_card/v1/detail: one of the caller's cards; another's is 不存在 (it does not say whose it is). */
export async function demandCardDetail(db: DbLike, userId: string, id: string): Promise<DemandCard> {
  const [row] = await db.select().from(leads).where(and(isCard, eq(leads.id, id), eq(leads.userId, userId))).limit(1);
  if (!row) throw notFound('需求卡不存在');
  return (await presentCards(db, [row]))[0];
}

async function requirePlanner(db: DbLike, userId: string) {
  if (!(await findPlanner(db, userId))) throw forbidden('仅规划师可查看分配的需求卡');
}

/** GET /demand_card/v1/planner_list: the cards given to the calling planner, newest first. */
export async function plannerDemandCardList(db: DbLike, plannerId: string, page: number, limit: number): Promise<PlannerDemandCardPage> {
  await requirePlanner(db, plannerId);
  const { n, rows } = await pageWhere(db, and(isCard, eq(leads.targetId, plannerId)), page, limit);
  return pageOf(rows.map(presentForPlanner), n, page, limit);
}

/** GET /demand_card/v1/planner_detail: one card given to the calling planner; any other is 不存在. */
export async function plannerDemandCardDetail(db: DbLike, plannerId: string, id: string): Promise<PlannerDemandCard> {
  await requirePlanner(db, plannerId);
  const [row] = await db.select().from(leads).where(and(isCard, eq(leads.id, id), eq(leads.targetId, plannerId))).limit(1);
  if (!row) throw notFound('需求卡不存在');
  return presentForPlanner(row);
}
