import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import { createLocalSms, type SmsAdapter } from './sms';

/** Outside services, each behind an interface with a working local default. */
export type Adapters = {
  sms: SmsAdapter;
};

export function createAdapters({ db, config }: { db: Db; config: ServerConfig }): Adapters {
  return { sms: createLocalSms({ db, config }) };
}
