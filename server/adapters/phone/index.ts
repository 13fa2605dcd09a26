import type { Db } from '../../db/client';
import { createLocalPhoneRelay, parsePool, DEFAULT_POOL, DEFAULT_TTL_SECONDS } from './local';

/** Who asks to call: an account, a device visitor, or nobody known (the relay then rings the planner for any caller). */
export type RelayCaller = {
  userId: string | null;
  customerId: string | null;
  phone: string | null;
  anonymousId: string | null;
};

export type RelayBindInput = {
  plannerId: string;
  /** The planner's real number (B side). Only a provider sees it; it never goes back to the client. */
  plannerPhone: string;
  caller: RelayCaller;
  areaCode: string | null;
  areaName: string | null;
  requireCode: string | null;
  requireName: string | null;
  at: Date;
};

export type RelayBinding = { callId: string; relayNumber: string; expiresAt: Date };

/**
 * A hidden-number (privacy number) provider: binds a relay number X so that a call to X rings the planner. Every
 * binding is recorded in phone_calls. A real provider (AXB binding of a carrier platform) implements the same call.
 */
export interface PhoneRelayAdapter {
  bind(input: RelayBindInput): Promise<RelayBinding>;
}

export type PhoneRelayOptions = { pool: string[]; ttlSeconds: number };

/** PHONE_RELAY_POOL: comma-separated numbers and/or ranges "17095280000-17095280199"; PHONE_RELAY_TTL_SECONDS. */
export function phoneRelayOptions(env: NodeJS.ProcessEnv = process.env): PhoneRelayOptions {
  const ttl = Number(env.PHONE_RELAY_TTL_SECONDS);
  return {
    pool: parsePool(env.PHONE_RELAY_POOL || DEFAULT_POOL),
    ttlSeconds: Number.isInteger(ttl) && ttl > 0 ? ttl : DEFAULT_TTL_SECONDS,
  };
}

export function createPhoneRelay({ db, options = phoneRelayOptions() }: { db: Db; options?: PhoneRelayOptions }): PhoneRelayAdapter {
  return createLocalPhoneRelay(db, options);
}

export { PoolExhaustedError } from './local';
