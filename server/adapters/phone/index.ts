import type { Db } from '../../db/client';
import { chooseProvider, type Env } from '../providers';
import { createLocalPhoneRelay, parsePool, DEFAULT_POOL, DEFAULT_TTL_SECONDS } from './local';
import type { PhoneRelayAdapter, PhoneRelayOptions } from './types';

export type { PhoneRelayAdapter, PhoneRelayOptions, RelayBindInput, RelayBinding, RelayCaller } from './types';
export { PoolExhaustedError } from './types';

/** PHONE_RELAY_POOL: comma-separated numbers and/or ranges "17095280000-17095280199"; PHONE_RELAY_TTL_SECONDS. */
export function phoneRelayOptions(env: NodeJS.ProcessEnv = process.env): PhoneRelayOptions {
  const ttl = Number(env.PHONE_RELAY_TTL_SECONDS);
  return {
    pool: parsePool(env.PHONE_RELAY_POOL || DEFAULT_POOL),
    ttlSeconds: Number.isInteger(ttl) && ttl > 0 ? ttl : DEFAULT_TTL_SECONDS,
  };
}

/** PHONE_PROVIDER: `local` (default, the only provider of this build; a stand-in: the relay numbers ring nobody). */
export function createPhoneRelay({ db, options = phoneRelayOptions(), env = process.env }: { db: Db; options?: PhoneRelayOptions; env?: Env }): PhoneRelayAdapter {
  chooseProvider(env, 'PHONE_PROVIDER', ['local'], 'local');
  return createLocalPhoneRelay(db, options);
}
