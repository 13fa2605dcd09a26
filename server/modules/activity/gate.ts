import { and, eq, gt } from 'drizzle-orm';
import { SECKILL_MSG } from '@/lib/contract/activity/enums';
import { reserveEach, type Cache } from '../../cache';
import { AppError, ERR } from '../../http/errors';
import { newId } from '../../db/ids';
import type { Deps } from '../../http/types';
import { CampaignRefusal, CLAIM, claimExists, overLimit, refuseAtDoor, soldOut } from './claiming';
import { campaignClaims, campaignProducts, campaignQuota, campaigns } from './schema';
import { askedNow, countFrom, limitFilledBy, limitGone, markAtLimit, markSoldOut, notePassed, refuseIfMarked, takeCounted, unitBack, type Asked, type Seat } from './doorMark';
import { doorLine, doorNews } from './doorQueue';
import { gateDecision, type GateDecision } from '../../metrics/record';
import { log } from '../../log';

// The flash sale's front door (docs/adr/0022-flash-sale-stock.md). Every claim is rate-limited per user and per IP.
// With Redis, a Lua script takes the claim first — window, the buyer's count and the stock in one atomic step — so a
// rush of buyers for a sold-out product never reaches PostgreSQL; the database stays the record and still decides
// (claiming.ts). Without Redis, PostgreSQL alone holds the rules. The result is the same either way.
//
// Redis keeps, per product: `left` (units the gate may still hand out), `buyers` (units per user) and `meta` (limit,
// start, end). A token the gate handed out is settled after the submission: used (a claim row exists), given back
// (the order failed), or dropped (the database said sold out: the gate's count was too high, e.g. after a reload).
// A unit released in the database (order cancelled or expired) reaches Redis through its claim row's redis_synced
// flag, taken by one UPDATE, so it is given back exactly once. `sync` (busy, gen) tells a buyer refused while another
// request hands released units back to wait for it and ask again, so nobody is told 已抢光 while a unit is back.
//
// In front of all this, the door's marks (doorMark.ts, ADR 0052): once Redis or PostgreSQL said "sold out" or "at the
// limit", this process refuses the same answer for a short time by a Map lookup, before the rate limits' round trip.

export const CLAIM_LIMITS = { perUser: { max: 5, seconds: 5 }, perIp: { max: 300, seconds: 10 } };

const TAKE = `local left = redis.call('GET', KEYS[1])
if not left then return {-2, 0} end
local meta = redis.call('GET', KEYS[3])
if not meta then return {-2, 0} end
local limit, s, e = string.match(meta, '^(%d+),(%d+),(%d+)$')
limit = tonumber(limit)
local now = tonumber(ARGV[2])
if now < tonumber(s) then return {-4, limit} end
if now >= tonumber(e) then return {-5, limit} end
local mine = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
local gen = tonumber(redis.call('HGET', KEYS[4], 'gen') or '0')
if mine + 1 > limit then return {-3, limit, gen} end
if tonumber(left) < 1 then return {-1, limit, gen} end
redis.call('DECR', KEYS[1])
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
return {tonumber(left) - 1, limit, mine + 1}`;

const LOAD = `if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
redis.call('DEL', KEYS[2])
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
redis.call('SET', KEYS[3], ARGV[2], 'EX', ARGV[3])
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return 1`;

/** ARGV: user, units back to `left`, units back from the buyer, buyer's count to set (-1: none). Keys gone: nothing (a reload reads the database). */
const GIVE = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if tonumber(ARGV[2]) > 0 then redis.call('INCRBY', KEYS[1], ARGV[2]) end
if tonumber(ARGV[4]) >= 0 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
elseif tonumber(ARGV[3]) > 0 then
  local m = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
  if m > 0 then redis.call('HINCRBY', KEYS[2], ARGV[1], -1) end
end
return 1`;

/** A hand-over of released units begins: `busy` + 1 (it expires, should the process die mid-way). */
const SYNC_BEGIN = `redis.call('HINCRBY', KEYS[4], 'busy', 1)
redis.call('EXPIRE', KEYS[4], 30)
return 1`;

/** ARGV: units handed back. It ends: `busy` − 1, `gen` + 1 when units went back. Answers {busy, gen} after it. */
const SYNC_END = `local b = tonumber(redis.call('HGET', KEYS[4], 'busy') or '0')
if b > 0 then b = redis.call('HINCRBY', KEYS[4], 'busy', -1) end
local g = tonumber(redis.call('HGET', KEYS[4], 'gen') or '0')
if tonumber(ARGV[1]) > 0 then g = redis.call('HINCRBY', KEYS[4], 'gen', 1) end
redis.call('EXPIRE', KEYS[4], 30)
return {tonumber(b), tonumber(g)}`;

type Eval = NonNullable<Cache['evalScript']>;
const keysOf = (productId: string) => [`sk:{${productId}}:left`, `sk:{${productId}}:buyers`, `sk:{${productId}}:meta`, `sk:{${productId}}:sync`];

async function limitClaims(cache: Cache, who: { userId: string; ip: string }) {
  const { perUser, perIp } = CLAIM_LIMITS;
  const r = await reserveEach(cache, [
    { key: `rl:seckill:u:${who.userId}`, max: perUser.max, ttlSeconds: perUser.seconds },
    { key: `rl:seckill:ip:${who.ip}`, max: perIp.max, ttlSeconds: perIp.seconds },
  ]);
  if (r.refused !== -1) throw new AppError(ERR.TOO_MANY, SECKILL_MSG.tooFast);
}

/** Loads a product's gate from the database (the record): units left, each holder's count, the limit and window. */
async function load(deps: Deps, run: Eval, productId: string): Promise<boolean> {
  const { db } = deps;
  // Released units are already back in `sold`: mark them told before reading it (the other order could count one twice).
  await db
    .update(campaignClaims)
    .set({ redisSynced: true })
    .where(and(eq(campaignClaims.productId, productId), eq(campaignClaims.status, CLAIM.RELEASED), eq(campaignClaims.redisSynced, false)));
  const [row] = await db
    .select({ p: campaignProducts, c: campaigns })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .where(and(eq(campaignProducts.id, productId), eq(campaigns.status, 1)));
  if (!row) return false;
  const holders = await db
    .select({ userId: campaignQuota.userId, taken: campaignQuota.taken })
    .from(campaignQuota)
    .where(and(eq(campaignQuota.productId, productId), gt(campaignQuota.taken, 0)));
  const ttl = Math.max(60, Math.ceil((row.c.endAt.getTime() - deps.now().getTime()) / 1000) + 86_400);
  const meta = `${row.p.perUserLimit},${row.c.startAt.getTime()},${row.c.endAt.getTime()}`;
  await run(LOAD, keysOf(productId), [Math.max(0, row.p.stock - row.p.sold), meta, ttl, ...holders.flatMap((h) => [h.userId, h.taken])]);
  return true;
}

/**
 * Units released in the database since the gate last heard: each given back once (one UPDATE takes them). Answers
 * how many, and the hand-over state after it ({busy, gen}: another request's hand-over still running, or done since).
 */
async function syncReleased(deps: Deps, run: Eval, productId: string): Promise<{ n: number; busy: number; gen: number }> {
  const keys = keysOf(productId);
  await run(SYNC_BEGIN, keys, []);
  let n = 0;
  let state = { n: 0, busy: 0, gen: 0 };
  try {
    const rows = await deps.db
      .update(campaignClaims)
      .set({ redisSynced: true })
      .where(and(eq(campaignClaims.productId, productId), eq(campaignClaims.status, CLAIM.RELEASED), eq(campaignClaims.redisSynced, false)))
      .returning({ userId: campaignClaims.userId });
    for (const r of rows) {
      await run(GIVE, keys, [r.userId, 1, 1, -1]);
      unitBack(productId, r.userId);
    }
    n = rows.length;
  } finally {
    const [busy, gen] = (await run(SYNC_END, keys, [n])) as [number, number];
    state = { n, busy: Number(busy), gen: Number(gen) };
  }
  return state;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Token = { limit: number; left: number; mine: number };

/** Takes a token in Redis, or throws the refusal. The answer: the product's per-user limit, units left, the buyer's count (null: let the database decide alone). */
async function takeToken(deps: Deps, run: Eval, productId: string, userId: string): Promise<Token | null> {
  const attempts = 12;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [code, limit, third] = (await run(TAKE, keysOf(productId), [userId, deps.now().getTime()])) as [number, number, number?];
    if (code >= 0) return { limit, left: code, mine: Number(third ?? 0) };
    const gen = third;
    if (code === -2) {
      if (!(await load(deps, run, productId))) throw new CampaignRefusal('missing', 20102, SECKILL_MSG.notFound);
      continue;
    }
    if (code === -4) throw new CampaignRefusal('window', 20102, SECKILL_MSG.notStarted);
    if (code === -5) throw new CampaignRefusal('window', 20102, SECKILL_MSG.ended);
    // Sold out or over the limit in Redis: units released in the database may not have reached it yet. Hand them
    // over; when another request handed some over since this refusal (gen moved) or is doing so (busy), ask again.
    const s = await syncReleased(deps, run, productId);
    if (s.n > 0 || s.gen !== Number(gen ?? 0)) continue;
    if (s.busy > 0 && attempt < attempts - 1) {
      await pause(5);
      continue;
    }
    throw code === -3 ? overLimit(limit) : soldOut();
  }
  return null;
}

/** A submission's claim: its id, and whether the submission said its order holding it committed (no read needed then). */
type Claim = { id: string; made: boolean };

/** Whether the claim was made: as the submission said, or else by its row (a double tap answered with the first order made none). */
const claimMade = (deps: Deps, claim: Claim) => (claim.made ? Promise.resolve(true) : claimExists(deps.db, claim.id));

/** After the submission: a token whose claim exists was used; otherwise it goes back, or is dropped when the database said sold out. */
async function settleToken(deps: Deps, run: Eval, productId: string, userId: string, claim: Claim, limit: number, err: unknown) {
  if (await claimMade(deps, claim)) return true;
  const keys = keysOf(productId);
  if (err instanceof CampaignRefusal && err.kind === 'soldOut') {
    await run(GIVE, keys, [userId, 0, 1, -1]);
    limitGone(productId, userId);
  } else {
    await run(GIVE, keys, err instanceof CampaignRefusal && err.kind === 'limit' ? [userId, 1, 0, limit] : [userId, 1, 1, -1]);
    // The token's unit is back in the gate: this process's sold-out mark (set when it was taken) goes.
    unitBack(productId, err instanceof CampaignRefusal && err.kind === 'limit' ? undefined : userId);
  }
  return false;
}

/** The metric's name of a refusal by the gate (docs/METRICS.md). */
const refusalDecision = (err: AppError): GateDecision =>
  !(err instanceof CampaignRefusal) ? 'too_fast' : err.kind === 'soldOut' ? 'sold_out' : err.kind === 'limit' ? 'over_limit' : err.kind;

/** What an authoritative refusal tells the door: this product sold out, or this buyer at its limit (doorMark.ts). */
function markFrom(deps: Deps, asked: Asked, userId: string, err: unknown) {
  if (!(err instanceof CampaignRefusal)) return;
  if (err.kind === 'soldOut') markSoldOut(asked, deps.config.seckillMarkMs);
  else if (err.kind === 'limit' && err.limit !== undefined) markAtLimit(asked, userId, err.limit, deps.config.seckillMarkMs);
}

/** Runs a step whose refusal is authoritative, marking the door with it. */
async function marking<T>(deps: Deps, asked: Asked, userId: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    markFrom(deps, asked, userId, err);
    throw err;
  }
}

type Who = {
  userId: string;
  ip: string;
  /** the submission key: a repeat of one admitted is never refused by a mark */
  key?: string;
  /** this buyer's tap just before got a unit: the sold-out mark does not answer for them (doorMark.ts refuseIfMarked) */
  holdsUnit?: boolean;
  /** the submission's seat in the door's count (doorMark.ts): an admitted submission's answer begins the count */
  seat?: Seat;
};

/** An admitted submission's authoritative answer left `leftAfter` units (its own already out): the door's count. */
function counted(deps: Deps, who: Who, asked: Asked, leftAfter: number, limit: number) {
  if (!who.seat) return;
  // Exact when this submission is the only one of the product past this process's door (the queue's scout; with
  // the queue off, steps pass uncounted, so never).
  const exact = deps.config.seckillDoorConcurrency > 0 && doorLine(asked.productId).active <= 1;
  if (countFrom(asked, who.seat, { leftAfter, limit, exact }, deps.config.seckillMarkMs)) doorNews(asked.productId);
}

/**
 * PostgreSQL alone decides: a buyer it would refuse is refused by one read, before the submission (refuseAtDoor).
 * When this submission's claim was made (its row exists: not a double tap answered with an earlier order), what the
 * read saw marks the door: the last unit gone, or this buyer's last one.
 */
async function atTheDoor<T>(deps: Deps, who: Who, productId: string, claim: Claim, asked: Asked, submit: () => Promise<T>): Promise<T> {
  const seen = await marking(deps, asked, who.userId, () => refuseAtDoor(deps.db, who.userId, productId, deps.now()));
  admitted(deps, who);
  counted(deps, who, asked, seen.left - 1, seen.limit);
  const out = await marking(deps, asked, who.userId, submit);
  const ms = deps.config.seckillMarkMs;
  if (ms > 0 && (seen.left <= 1 || seen.taken + 1 >= seen.limit) && (await claimMade(deps, claim).catch(() => false))) {
    if (seen.left <= 1) markSoldOut(asked, ms);
    if (seen.taken + 1 >= seen.limit) markAtLimit(asked, who.userId, seen.limit, ms);
  }
  return out;
}

function admitted(deps: Deps, who: Who) {
  if (who.key !== undefined) notePassed(who.userId, who.key, deps.now().getTime());
}

/**
 * The door's marks alone (doorMark.ts): throws the refusal one holds for this buyer, counted as the gate's. The
 * route asks it before anything that reads (a double tap's first order, due holds); the gate asks it again.
 */
export function refuseAtTheMark(productId: string, userId: string, key: string | undefined, now: number, o: { soldOut?: boolean } = {}) {
  countedAsGate(() => refuseIfMarked(productId, userId, key, now, o));
}

/** Runs a check of the door's own (a mark, the count, a buyer's seat); a refusal it throws is counted as the gate's. */
function countedAsGate(check: () => unknown) {
  try {
    check();
  } catch (err) {
    gateDecision(refusalDecision(err as AppError));
    throw err;
  }
}

/**
 * The door's count alone (doorMark.ts takeCounted): takes this seat a unit of the product's count, or throws 已抢光
 * (counted as the gate's sold_out) when every unit the last answer left is taken by a submission still deciding.
 */
export function refuseAtTheCount(seat: Seat, now: number) {
  countedAsGate(() => takeCounted(seat, now));
}

/**
 * A buyer's later tap while their earlier one holds a unit of the door's count: with a limit of 1 that unit is their
 * one (doorMark.ts limitFilledBy), so it is told 每人限购 now (counted as the gate's over_limit), not once the earlier
 * order commits. A repeat of the earlier tap's own key waits for its answer instead (its order).
 */
export function refuseBehindOwnSeat(later: Seat, earlier: Seat) {
  const n = later.key !== undefined && later.key === earlier.key ? null : limitFilledBy(earlier);
  if (n === null) return;
  gateDecision('over_limit');
  throw overLimit(n);
}

/**
 * Runs one flash-sale submission behind the gate. `submit` gets the claim id to record its unit under (so the gate
 * can tell whether its token was used, whatever the submission answered: a double tap answers the first order), and
 * a function to call once the order holding that claim has committed (then the gate need not read the claim's row).
 * First the door's marks (a Map lookup: a mark only refuses), then the rate limits, then Redis or PostgreSQL.
 */
export async function withSeckillGate<T>(deps: Deps, who: Who, productId: string, submit: (claimId: string, claimed: () => void) => Promise<T>): Promise<T> {
  const at = deps.now().getTime();
  refuseAtTheMark(productId, who.userId, who.key, at, { soldOut: !who.holdsUnit });
  const asked = askedNow(productId, at, who.userId);
  try {
    await limitClaims(deps.cache, who);
  } catch (err) {
    gateDecision('too_fast');
    throw err;
  }
  const claim: Claim = { id: newId('cc_'), made: false };
  const go = () =>
    submit(claim.id, () => {
      claim.made = true;
    });
  const run = deps.cache.evalScript?.bind(deps.cache);
  if (!run) {
    gateDecision('database');
    return atTheDoor(deps, who, productId, claim, asked, go);
  }
  let token: Awaited<ReturnType<typeof takeToken>>;
  try {
    token = await takeToken(deps, run, productId, who.userId);
  } catch (err) {
    if (err instanceof AppError) {
      gateDecision(refusalDecision(err));
      markFrom(deps, asked, who.userId, err);
      throw err;
    }
    // Redis unreachable: PostgreSQL alone still holds every rule.
    gateDecision('gate_down');
    log.warn({ where: 'seckill', err }, 'gate unavailable, deciding in the database');
    return atTheDoor(deps, who, productId, claim, asked, go);
  }
  gateDecision(token === null ? 'database' : 'admitted');
  if (token === null) return atTheDoor(deps, who, productId, claim, asked, go);
  // The gate's own count, with no further round trip: the last unit taken, or this buyer's last one.
  const ms = deps.config.seckillMarkMs;
  if (token.left <= 0) markSoldOut(asked, ms);
  if (token.mine >= token.limit) markAtLimit(asked, who.userId, token.limit, ms);
  admitted(deps, who);
  counted(deps, who, asked, token.left, token.limit);
  const { limit } = token;
  try {
    const out = await go();
    await settleToken(deps, run, productId, who.userId, claim, limit, null).catch(() => undefined);
    return out;
  } catch (err) {
    await settleToken(deps, run, productId, who.userId, claim, limit, err).catch(() => undefined);
    markFrom(deps, asked, who.userId, err);
    throw err;
  }
}
