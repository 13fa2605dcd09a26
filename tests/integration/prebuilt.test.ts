import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers';
import { insertRows, ph, prebuilt, prebuiltBy } from '@/server/db/prebuilt';
import { writeAsOne } from '@/server/db/oneStatement';
import { payNotifyLog, payments } from '@/server/db/schema';
import type { DbLike } from '@/server/db/types';

// server/db/prebuilt.ts: a write built once with placeholders gives the same text and parameters as drizzle's builder
// with the values, writes each call's values, refuses a missing one, and (DB_SQL_TEXT_CHECK=1, as in these tests)
// throws when a build's text depends on anything but its variant.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

type Dialect = { sqlToQuery(q: ReturnType<typeof sql>): { sql: string; params: unknown[] } };
const dialectOf = (db: DbLike) => (db as unknown as { dialect: Dialect }).dialect;
/** The text and parameters of a query (drizzle's own builder, under DB_SQL_TEXT=0, also gives their typings). */
const sent = (q: { sql: string; params: unknown[] }) => ({ sql: q.sql, params: q.params });
/** The text and parameters of a prebuilt write, as the statement around it sends them. */
const textOf = (db: DbLike, w: object) => sent(dialectOf(db).sqlToQuery(sql`${w}`));
/** The same of a drizzle builder. */
const builtText = (db: DbLike, w: { getSQL(): ReturnType<typeof sql> }) => sent(dialectOf(db).sqlToQuery(w.getSQL()));

const log = (id: string, no: string, at: Date) => ({ id, paymentNo: no, result: 'APPLIED', body: '{}', createdAt: at });

/** A notification log row's result changed, only while it is still `from`. */
const resultSet = prebuilt<{ id: string; result: string; from: string }>((db) =>
  db
    .update(payNotifyLog)
    .set({ result: ph('result', payNotifyLog.result) })
    .where(and(eq(payNotifyLog.id, ph('id')), eq(payNotifyLog.result, ph('from'))))
    .returning({ id: payNotifyLog.id }),
);

describe('prebuilt', () => {
  it('sends the text and parameters drizzle builds with the values, and writes each call’s values', async () => {
    const db = t.deps.db;
    const at = new Date('2026-12-05T06:00:00.000Z');
    await db.insert(payNotifyLog).values([log('nl_pb_1', 'P_PB_1', at), log('nl_pb_2', 'P_PB_2', at)]);
    const built = db
      .update(payNotifyLog)
      .set({ result: 'DUPLICATE' })
      .where(and(eq(payNotifyLog.id, 'nl_pb_1'), eq(payNotifyLog.result, 'APPLIED')))
      .returning({ id: payNotifyLog.id });
    expect(textOf(db, resultSet(db, { id: 'nl_pb_1', result: 'DUPLICATE', from: 'APPLIED' }))).toEqual(builtText(db, built));

    expect(await writeAsOne(db, [resultSet(db, { id: 'nl_pb_1', result: 'DUPLICATE', from: 'APPLIED' })])).toEqual([{ id: 'nl_pb_1' }]);
    // The condition holds the value given: the row is no longer APPLIED.
    expect(await writeAsOne(db, [resultSet(db, { id: 'nl_pb_1', result: 'REJECTED', from: 'APPLIED' })])).toEqual([]);
    expect(await writeAsOne(db, [resultSet(db, { id: 'nl_pb_2', result: 'REJECTED', from: 'APPLIED' })])).toEqual([{ id: 'nl_pb_2' }]);
    const rows = await db.select({ id: payNotifyLog.id, result: payNotifyLog.result }).from(payNotifyLog).where(sql`${payNotifyLog.id} like 'nl_pb_%'`).orderBy(payNotifyLog.id);
    expect(rows).toEqual([
      { id: 'nl_pb_1', result: 'DUPLICATE' },
      { id: 'nl_pb_2', result: 'REJECTED' },
    ]);
  });

  it('refuses a value not given (null is NULL)', () => {
    expect(() => resultSet(t.deps.db, { id: 'nl_pb_1', result: 'X' } as never)).toThrow('prebuilt: no value for from');
  });

  it('a build whose text depends on something other than its variant fails its next call', () => {
    let n = 0;
    const leaky = prebuiltBy(
      (k: string) => k,
      (db) => {
        n++;
        return db
          .update(payNotifyLog)
          .set(n > 1 ? { result: ph('result') } : { body: ph('result') })
          .where(eq(payNotifyLog.id, ph('id')));
      },
    );
    leaky(t.deps.db, 'a', { id: 'x', result: 'y' });
    expect(() => leaky(t.deps.db, 'a', { id: 'x', result: 'y' })).toThrow('prebuilt: the text changed');
  });

  it('insertRows: rows that leave different columns to their defaults, a JSON column encoded, as drizzle inserts them', async () => {
    const db = t.deps.db;
    const at = new Date('2026-12-05T06:30:00.000Z');
    const base = { paymentNo: '', userId: 'u_pb', purpose: 'ORDER', method: 'WALLET', status: 1, amountFen: 100, createdAt: at };
    const rows = [
      { ...base, id: 'pm_pb_1', paymentNo: 'P_PB_R1', batchIds: ['bt_1', 'bt_2'], paidAt: at },
      { ...base, id: 'pm_pb_2', paymentNo: 'P_PB_R2', fromPage: 'cart', batchIds: [] as string[] },
    ];
    expect(textOf(db, insertRows(db, payments, rows))).toEqual(builtText(db, db.insert(payments).values(rows)));
    await writeAsOne(db, [insertRows(db, payments, rows)]);
    const got = await db
      .select({ id: payments.id, batchIds: payments.batchIds, fromPage: payments.fromPage, paidAt: payments.paidAt, refundedFen: payments.refundedFen })
      .from(payments)
      .where(sql`${payments.id} like 'pm_pb_%'`)
      .orderBy(payments.id);
    expect(got).toEqual([
      { id: 'pm_pb_1', batchIds: ['bt_1', 'bt_2'], fromPage: null, paidAt: at, refundedFen: 0 },
      { id: 'pm_pb_2', batchIds: [], fromPage: 'cart', paidAt: null, refundedFen: 0 },
    ]);
  });
});
