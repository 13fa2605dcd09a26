import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { PHONE_STATUS } from '@/lib/contract/phone/enums';
import { phoneCalls } from '../../modules/phone/schema';
import { PoolExhaustedError, type PhoneRelayAdapter, type PhoneRelayOptions, type RelayBindInput } from './types';

/** 200 numbers of the 170 virtual-operator segment; override with PHONE_RELAY_POOL. */
export const DEFAULT_POOL = '17095280000-17095280199';
export const DEFAULT_TTL_SECONDS = 600;
/** Serialises allocations across app instances sharing one PostgreSQL (any constant unique to this lock). */
const ALLOCATION_LOCK = 7_209_513;

/** "a,b,c-d" -> numbers; a range keeps the width of its ends (leading digits stay). */
export function parsePool(spec: string): string[] {
  const out: string[] = [];
  for (const part of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\d{5,16})-(\d{5,16})$/.exec(part);
    if (!m) {
      if (!/^\d{5,16}$/.test(part)) throw new Error(`PHONE_RELAY_POOL: bad entry "${part}"`);
      out.push(part);
      continue;
    }
    const [from, to] = [BigInt(m[1]), BigInt(m[2])];
    if (m[1].length !== m[2].length || to < from || to - from > 100_000n) throw new Error(`PHONE_RELAY_POOL: bad range "${part}"`);
    for (let n = from; n <= to; n++) out.push(n.toString().padStart(m[1].length, '0'));
  }
  const unique = [...new Set(out)];
  if (!unique.length) throw new Error('PHONE_RELAY_POOL is empty');
  return unique;
}

/** The same caller asking again for the same planner: that earlier binding is replaced, not kept alongside. */
function sameCallerOf(input: RelayBindInput) {
  const { userId, anonymousId, phone } = input.caller;
  if (userId) return eq(phoneCalls.customerUserId, userId);
  if (anonymousId) return eq(phoneCalls.anonymousId, anonymousId);
  if (phone) return eq(phoneCalls.customerPhone, phone);
  return undefined;
}

/**
 * The local provider: hands out numbers of a configured pool round-robin, never one that a live binding holds,
 * and records every binding in phone_calls (which is also its allocation state, so instances sharing the database
 * agree). Nothing rings: there is no carrier behind it.
 */
export function createLocalPhoneRelay(db: Db, { pool, ttlSeconds }: PhoneRelayOptions): PhoneRelayAdapter {
  return {
    // A stand-in: the pool's numbers are not bound at any carrier, so dialling one rings nobody.
    provider: 'local',
    standIn: true,
    async bind(input) {
      const { at } = input;
      const expiresAt = new Date(at.getTime() + ttlSeconds * 1000);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ALLOCATION_LOCK})`);
        const live = and(eq(phoneCalls.status, PHONE_STATUS.CALLABLE), isNotNull(phoneCalls.relayNumber), gt(phoneCalls.expiresAt, at));
        const same = sameCallerOf(input);
        if (same) {
          await tx
            .update(phoneCalls)
            .set({ expiresAt: at })
            .where(and(live, eq(phoneCalls.plannerId, input.plannerId), same));
        }
        // Live bindings hold their numbers; the newest of them is where the round-robin continues.
        const liveRows = await tx
          .select({ n: phoneCalls.relayNumber, at: phoneCalls.createdAt, id: phoneCalls.id })
          .from(phoneCalls)
          .where(live);
        const held = new Set(liveRows.map((r) => r.n as string));
        const last = liveRows.reduce<(typeof liveRows)[number] | undefined>(
          (a, r) => (!a || r.at > a.at || (r.at.getTime() === a.at.getTime() && r.id > a.id) ? r : a),
          undefined,
        );
        const start = last?.n ? pool.indexOf(last.n) + 1 : 0;
        let relayNumber: string | undefined;
        for (let i = 0; i < pool.length; i++) {
          const candidate = pool[(start + i) % pool.length];
          if (!held.has(candidate)) {
            relayNumber = candidate;
            break;
          }
        }
        if (!relayNumber) throw new PoolExhaustedError();
        const callId = newId('pc_');
        await tx.insert(phoneCalls).values({
          id: callId,
          customerUserId: input.caller.userId,
          customerId: input.caller.customerId,
          customerPhone: input.caller.phone,
          anonymousId: input.caller.anonymousId,
          plannerId: input.plannerId,
          relayNumber,
          areaCode: input.areaCode,
          areaName: input.areaName,
          requireCode: input.requireCode,
          requireName: input.requireName,
          status: PHONE_STATUS.CALLABLE,
          createdAt: at,
          expiresAt,
        });
        return { callId, relayNumber, expiresAt };
      });
    },
  };
}
