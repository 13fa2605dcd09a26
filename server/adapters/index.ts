import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import { createLocalSms, type SmsAdapter } from './sms';
import { createGeoAdapter, type GeoAdapter } from './geo';
import { createPhoneRelay, type PhoneRelayAdapter } from './phone';

/** Outside services, each behind an interface with a working local default. */
export type Adapters = {
  sms: SmsAdapter;
  /** IP location and reverse geocoding: offline city table by default, AMap when AMAP_KEY is set. */
  geo: GeoAdapter;
  /** Hidden-number calls to planners: a local pool of relay numbers by default (PHONE_RELAY_POOL). */
  phone: PhoneRelayAdapter;
};

export function createAdapters({ db, config }: { db: Db; config: ServerConfig }): Adapters {
  return { sms: createLocalSms({ db, config }), geo: createGeoAdapter(), phone: createPhoneRelay({ db }) };
}
