import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import { createLocalSms, type SmsAdapter } from './sms';
import { createGeoAdapter, type GeoAdapter } from './geo';
import { createPhoneRelay, type PhoneRelayAdapter } from './phone';
import { createSandboxGateway, type PayGateway } from './pay';
import { createLocalStorage, type StorageAdapter } from './storage';
import { createLocalMail, type MailAdapter } from './mail';
import { createLocalEsign, type EsignAdapter } from './esign';

/** Outside services, each behind an interface with a working local default. */
export type Adapters = {
  sms: SmsAdapter;
  /** IP location and reverse geocoding: offline city table by default, AMap when AMAP_KEY is set. */
  geo: GeoAdapter;
  /** Hidden-number calls to planners: a local pool of relay numbers by default (PHONE_RELAY_POOL). */
  phone: PhoneRelayAdapter;
  /** Files (uploads, invoices, contracts): local disk under DATA_DIR/uploads by default. */
  storage: StorageAdapter;
  /** E-mail: a local outbox (table mail_outbox + DATA_DIR/mail-outbox.jsonl) by default. */
  mail: MailAdapter;
  /** Electronic signing: our own signing page by default (ESIGN_CALLBACK_SECRET signs its callbacks). */
  esign: EsignAdapter;
  /** Payment gateway: the local sandbox gateway (pay page, signed notifications, refunds). */
  pay: PayGateway;
};

export function createAdapters({ db, config }: { db: Db; config: ServerConfig }): Adapters {
  return {
    sms: createLocalSms({ db, config }),
    geo: createGeoAdapter(),
    phone: createPhoneRelay({ db }),
    storage: createLocalStorage({ config }),
    mail: createLocalMail({ db, config }),
    esign: createLocalEsign({ secret: process.env.ESIGN_CALLBACK_SECRET || config.signSecret }),
    pay: createSandboxGateway({ db, config }),
  };
}
