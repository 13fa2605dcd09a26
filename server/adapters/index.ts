import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import { createSmsAdapter, type SmsAdapter } from './sms';
import { createRealnameAdapter, type RealnameAdapter } from './realname';
import { createGeoAdapter, type GeoAdapter } from './geo';
import { createPhoneRelay, type PhoneRelayAdapter } from './phone';
import { createPayGateway, type PayGateway } from './pay';
import { createStorage, type StorageAdapter } from './storage';
import { createMail, type MailAdapter } from './mail';
import { createEsign, type EsignAdapter } from './esign';
import { createBankVerify, type BankVerifyAdapter } from './bankVerify';
import { createPayout, type PayoutAdapter } from './payout';
import { createInvoiceIssuer, type InvoiceIssuer } from './invoice';
import type { Env } from './providers';
import { createWechatAdapter, createWechatJsAdapter, type WechatAdapter, type WechatJsAdapter } from './wechat';
import { secretSource, type ServerSecrets } from '../modules/secrets';

/**
 * Outside services, each behind an interface with a working local default, chosen by `<SERVICE>_PROVIDER` (or the
 * vendor's credentials for geo and WeChat). Each object says its `provider` and whether it is a `standIn`
 * (server/adapters/standIns.ts: production refuses the stand-ins of money and identity).
 */
export type Adapters = {
  /** SMS by template id + parameters: a local outbox (stand-in) by default, Aliyun SendSms with SMS_PROVIDER=aliyun. */
  sms: SmsAdapter;
  /** Real-name 二要素 (name + ID number): a local check-digit stand-in by default, Tencent FaceID with REALNAME_PROVIDER=tencent. */
  realname: RealnameAdapter;
  /** IP location and reverse geocoding: offline city table by default, AMap when AMAP_KEY is set. */
  geo: GeoAdapter;
  /** Hidden-number calls to planners: a local pool of relay numbers by default (PHONE_RELAY_POOL). */
  phone: PhoneRelayAdapter;
  /** Files (uploads, invoices, contracts): local disk under DATA_DIR/uploads by default. */
  storage: StorageAdapter;
  /** E-mail: a local outbox (table mail_outbox + DATA_DIR/mail-outbox.jsonl) by default. */
  mail: MailAdapter;
  /** Electronic signing: our own signing page by default (a server-only secret signs its callbacks). */
  esign: EsignAdapter;
  /** Payment gateway: the local sandbox gateway (pay page, signed notifications, query order, refunds). */
  pay: PayGateway;
  /** Invoices (数电票): the local issuer of 样票 (specimens, not invoices) by default (INVOICE_PROVIDER). */
  invoice: InvoiceIssuer;
  /** Bank-card four-element verification with an SMS to the reserved phone: local Luhn/BIN/ID checks by default. */
  bankVerify: BankVerifyAdapter;
  /** Withdrawals paid out to bank cards: a local provider that settles after PAYOUT_DELAY_MS by default. */
  payout: PayoutAdapter;
  /** Mini-program URL schemes: the documented local test scheme by default, WeChat with WECHAT_MP_APPID/SECRET. */
  wechat: WechatAdapter;
  /** The official account's JS-SDK (find_config): the documented local test pair by default, WeChat with WECHAT_OA_APPID/SECRET. */
  wechatJs: WechatJsAdapter;
};

/**
 * `secrets`: the server-only secrets loaded at start-up (server/runtime.ts); without them (scripts, tests) each
 * adapter resolves its own on first use, from the environment or the database. Never from SIGN_SECRET.
 */
export function createAdapters({
  db,
  config,
  secrets,
  env = process.env,
}: {
  db: Db;
  config: ServerConfig;
  secrets?: Partial<ServerSecrets>;
  /** Where the `<SERVICE>_PROVIDER` variables are read (tests pass their own). An unknown provider throws ProviderConfigError. */
  env?: Env;
}): Adapters {
  const sms = createSmsAdapter({ db, config, env });
  return {
    sms,
    realname: createRealnameAdapter({ env }),
    geo: createGeoAdapter(env),
    phone: createPhoneRelay({ db, env }),
    storage: createStorage({ config, env }),
    mail: createMail({ db, config, env }),
    esign: createEsign({ db, secret: secretSource(db, 'esignCallback', config.signSecret, secrets), env }),
    pay: createPayGateway({ db, secret: secretSource(db, 'sandboxPay', config.signSecret, secrets), env }),
    invoice: createInvoiceIssuer({ env }),
    bankVerify: createBankVerify({ db, sms, env }),
    payout: createPayout({ db, delayMs: config.payoutDelayMs, env }),
    wechat: createWechatAdapter(env),
    wechatJs: createWechatJsAdapter(env),
  };
}

