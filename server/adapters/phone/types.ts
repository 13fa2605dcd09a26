import type { ProviderInfo } from '../providers';

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
export interface PhoneRelayAdapter extends ProviderInfo {
  bind(input: RelayBindInput): Promise<RelayBinding>;
}

export type PhoneRelayOptions = { pool: string[]; ttlSeconds: number };

/** Every number of the pool is bound right now. */
export class PoolExhaustedError extends Error {
  constructor() {
    super('relay number pool exhausted');
    this.name = 'PoolExhaustedError';
  }
}
