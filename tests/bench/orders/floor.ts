/**
 * `--floor` of the order bench: what the journey would cost this process if the API did nothing but answer and
 * PostgreSQL statements did nothing but run. Measured under the load's own concurrency, in the same run:
 * - a signed call that runs no statement (get_payment_seriale_no: the client's signing, the in-process Request and
 *   Response, every middleware, the route, the envelope), each customer calling one after the other, all at once;
 * - the cheapest statement through the app's database stack (a prepared one-column read by primary key: drizzle,
 *   the metrics wrapper, the named-statement wrapper, pg), as many at once as the pool has connections.
 * The load then counts its requests and statements, so the floor of an order is requests × the call's floor +
 * statements × the statement's floor: what no change to the order code (short of fewer calls or statements) can go
 * below in this process. In-process mode only.
 */
import { eq, sql } from 'drizzle-orm';
import { poolMax, type Db } from '@/server/db/client';
import { preparedRead } from '@/server/db/prepared';
import { goods } from '@/server/db/schema';
import { fig } from '@/server/metrics/registry';
import { GOODS, must, type Call, type Customer } from './books';

const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

/** Statements run so far by this process's database stack (the metrics' statement histogram, every label). */
export async function statementsSoFar(): Promise<number> {
  const { values } = await fig().statement.get();
  return values.filter((v) => v.metricName?.endsWith('_count')).reduce((s, v) => s + v.value, 0);
}

const goodsIdRead = preparedRead((db) => db.select({ id: goods.id }).from(goods).where(eq(goods.id, sql.placeholder('id'))));

/** CPU ms of this process per signed no-statement call and per cheapest statement (a warm-up of each first). */
export async function measureFloor(opts: { call: Call; customers: Customer[]; db: Db; callsEach?: number; lanes?: number; statementsEach?: number }) {
  const { call, customers, db } = opts;
  const callsEach = opts.callsEach ?? 40;
  const lanes = opts.lanes ?? poolMax();
  const statementsEach = opts.statementsEach ?? 200;
  const calls = async (n: number) =>
    Promise.all(customers.map(async (c) => {
      for (let i = 0; i < n; i++) must(await call('GET', '/api/order/v2/get_payment_seriale_no', {}, c.token, c.ip), 'serial');
    }));
  const reads = async (n: number) =>
    Promise.all(Array.from({ length: lanes }, async (_, lane) => {
      for (let i = 0; i < n; i++) {
        const [row] = await goodsIdRead(db, { id: GOODS[(lane + i) % GOODS.length] });
        if (!row) throw new Error('floor: goods not found');
      }
    }));
  await calls(5);
  await reads(20);
  let t = process.cpuUsage();
  await calls(callsEach);
  const cpuMsPerCall = cpuMs(t) / (customers.length * callsEach);
  t = process.cpuUsage();
  await reads(statementsEach);
  const cpuMsPerStatement = cpuMs(t) / (lanes * statementsEach);
  return { cpuMsPerCall, cpuMsPerStatement };
}

/** The order's floor from the load's counts, and how much of the measured CPU per order lies above it. */
export function floorReport(f: { cpuMsPerCall: number; cpuMsPerStatement: number }, load: { orders: number; requests: number; statements: number; cpuMsPerOrder: number }) {
  const requestsPerOrder = load.requests / load.orders;
  const statementsPerOrder = load.statements / load.orders;
  const floorMs = requestsPerOrder * f.cpuMsPerCall + statementsPerOrder * f.cpuMsPerStatement;
  const r2 = (x: number) => Number(x.toFixed(2));
  return {
    cpuMsPerCall: r2(f.cpuMsPerCall),
    cpuMsPerStatement: r2(f.cpuMsPerStatement),
    requestsPerOrder: r2(requestsPerOrder),
    statementsPerOrder: r2(statementsPerOrder),
    floorCpuMsPerOrder: r2(floorMs),
    // One JavaScript thread runs the API and the client: the most orders per second it could take at the floor.
    ordersPerSecondAtFloor: Math.round(1000 / floorMs),
    aboveFloorCpuMsPerOrder: r2(load.cpuMsPerOrder - floorMs),
  };
}
