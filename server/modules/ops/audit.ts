import type { Context } from 'hono';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OpsAuditEntry, OpsAuditPage, OpsAuditQuery } from '@/lib/contract/ops/api';
import type { DbLike } from '../../db/types';
import type { HonoEnv } from '../../http/types';
import { reportError } from '../../http/report';
import { likeContains, pageOf } from '../../db/paging';
import { platformActor } from './actor';
import { operatorAudit } from './schema';

/** What a platform decision is about, and how to read that object's state before and after it. */
export type AuditSpec = {
  action: string;
  objectType: string;
  objectId: string;
  snapshot: () => Promise<unknown>;
  summary?: string;
};

/**
 * Runs a decision and, when the platform took it (an operator at the desk or a script with X-Operator-Token), writes
 * who, when, what, and the object's state before and after to the audit log. A merchant's own decision is not the
 * platform's and is not written here (the sheet's 协商历史 keeps it). A failed decision writes nothing.
 */
export async function audited<T>(c: Context<HonoEnv>, spec: AuditSpec, run: () => Promise<T>): Promise<T> {
  const actor = platformActor(c);
  if (!actor) return run();
  const before = await spec.snapshot().catch(() => null);
  const result = await run();
  try {
    const after = await spec.snapshot().catch(() => null);
    await c
      .get('deps')
      .db.insert(operatorAudit)
      .values({
        at: c.get('deps').now(),
        actorKind: actor.via,
        actorId: actor.id,
        actorName: actor.name,
        action: spec.action,
        objectType: spec.objectType,
        objectId: spec.objectId,
        summary: (spec.summary ?? '').slice(0, 500),
        before: before ?? null,
        after: after ?? null,
        ip: c.get('ip') ?? '',
      });
  } catch (err) {
    // The decision stands; a lost entry is reported, never silent.
    await reportError(err, { where: 'ops-audit', tags: { action: spec.action, objectId: spec.objectId } });
  }
  return result;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The log, newest first: words match the object id, the operator's name or the summary; `action` filters exactly. */
export async function searchAudit(db: DbLike, q: OpsAuditQuery): Promise<OpsAuditPage> {
  const a = operatorAudit;
  const words = q.q.trim();
  const where = and(
    q.action ? eq(a.action, q.action) : undefined,
    words ? or(eq(a.objectId, words), ilike(a.actorName, likeContains(words)), ilike(a.summary, likeContains(words)), ilike(a.action, likeContains(words))) : undefined,
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(a).where(where),
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  const items: OpsAuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: iso(r.at),
    actorKind: r.actorKind === 'operator' ? 'operator' : 'token',
    actorName: r.actorName,
    action: r.action,
    objectType: r.objectType,
    objectId: r.objectId,
    summary: r.summary,
    before: (r.before as OpsAuditEntry['before']) ?? null,
    after: (r.after as OpsAuditEntry['after']) ?? null,
  }));
  return pageOf(items, Number(n), q.page, q.limit);
}
