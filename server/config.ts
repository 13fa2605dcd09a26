import path from 'node:path';
import { APP_ENV, SIGN_SECRET } from '@/lib/env';
import { NOTICE_RETENTION_DAYS } from '@/lib/contract/notice/enums';
import { CAMPAIGN_PAY_MINUTES } from '@/lib/contract/order/enums';

/** Server-side configuration read once from the environment. */
export type ServerConfig = {
  appEnv: typeof APP_ENV;
  signSecret: string;
  /**
   * The request-signing secret before the last rotation (SIGN_SECRET_PREVIOUS): still accepted by the signature check,
   * so pages and app shells built with it keep working until they reload or update. Unset once they have
   * (docs/OPERATIONS.md, "Rotating SIGN_SECRET").
   */
  signSecretPrevious?: string;
  /** Allowed clock skew of a signed request, and how long its nonce is remembered. */
  signWindowSeconds: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  sessionTtlSeconds: number;
  /**
   * Take the client IP from X-Forwarded-For: only behind a proxy of our own (TRUST_PROXY=1), which appends the
   * address it saw. Off by default: otherwise any client could name its own IP and walk past every per-IP limit.
   */
  trustProxy: boolean;
  /** How long the local payout provider takes to settle a withdrawal (PAYOUT_DELAY_MS, default 10000). */
  payoutDelayMs: number;
  /**
   * The gap between two SMS codes to one phone while SMS is the local stand-in (SMS_RESEND_SECONDS, default the
   * spec's 60): the browser tests shorten it instead of sleeping out a minute. A real SMS provider always keeps 60.
   */
  standInSmsResendSeconds: number;
  /**
   * The codes one IP may be sent a day while SMS is the local stand-in (SMS_DAILY_PER_IP, default SMS_DAILY_PER_IP's
   * 50): the browser tests send every customer's codes from one address. A real SMS provider always keeps 50.
   */
  standInSmsDailyPerIp: number;
  /**
   * The visitor sessions (register_anonymous_id) one IP may be issued a minute (ANON_PER_IP_PER_MINUTE, default 30; at
   * least 1). Every fresh browser registers one on its first page; behind a carrier's shared address, or in the
   * browser tests where every browser comes from 127.0.0.1, a deployment may allow more.
   */
  anonPerIpPerMinute: number;
  /**
   * After-sale silence (issue 27 §1): a sheet 售后中 the merchant leaves this many hours counts as agreed in full
   * (AFTERSALE_MERCHANT_HOURS, default 48); an offer (待确认) or a refusal (待处理) the customer leaves this many days
   * closes the sheet (AFTERSALE_CUSTOMER_DAYS, default 7).
   */
  afterSaleMerchantHours: number;
  afterSaleCustomerDays: number;
  /** Notices older than this many days are pruned by the sweeper (NOTICE_RETENTION_DAYS, default 180). */
  noticeRetentionDays: number;
  /**
   * How long an unpaid flash-sale order holds its unit (CAMPAIGN_PAY_MINUTES, default 15; at least 1): it expires then
   * or at its campaign's end, whichever comes first, instead of after the ordinary 2 hours.
   */
  campaignPayMinutes: number;
  /**
   * How long a flash-sale refusal is remembered at the door of this process (SECKILL_MARK_MS, default 1000; 0: off):
   * the longest a unit released in another process can go unseen here (docs/adr/0052-seckill-door-marks.md).
   */
  seckillMarkMs: number;
  /**
   * How many flash-sale submissions of one product this process lets past its door at once; the rest wait their turn
   * in memory and are refused by the door's mark once the product sold out (SECKILL_DOOR_CONCURRENCY, default 8;
   * 0: no queue; docs/adr/0055-seckill-door-queue.md).
   */
  seckillDoorConcurrency: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    appEnv: APP_ENV,
    signSecret: SIGN_SECRET,
    signSecretPrevious: (env.SIGN_SECRET_PREVIOUS?.trim() || undefined) === SIGN_SECRET ? undefined : env.SIGN_SECRET_PREVIOUS?.trim() || undefined,
    signWindowSeconds: 300,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    sessionTtlSeconds: 14 * 24 * 3600,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    payoutDelayMs: nonNegativeInt(env.PAYOUT_DELAY_MS, 10_000),
    standInSmsResendSeconds: Math.max(1, nonNegativeInt(env.SMS_RESEND_SECONDS, 60)),
    standInSmsDailyPerIp: Math.max(1, nonNegativeInt(env.SMS_DAILY_PER_IP, 50)),
    anonPerIpPerMinute: Math.max(1, nonNegativeInt(env.ANON_PER_IP_PER_MINUTE, 30)),
    afterSaleMerchantHours: Math.max(1, nonNegativeInt(env.AFTERSALE_MERCHANT_HOURS, 48)),
    afterSaleCustomerDays: Math.max(1, nonNegativeInt(env.AFTERSALE_CUSTOMER_DAYS, 7)),
    noticeRetentionDays: Math.max(1, nonNegativeInt(env.NOTICE_RETENTION_DAYS, NOTICE_RETENTION_DAYS)),
    campaignPayMinutes: Math.max(1, nonNegativeInt(env.CAMPAIGN_PAY_MINUTES, CAMPAIGN_PAY_MINUTES)),
    seckillMarkMs: Math.min(10_000, nonNegativeInt(env.SECKILL_MARK_MS, 1000)),
    seckillDoorConcurrency: Math.min(1000, nonNegativeInt(env.SECKILL_DOOR_CONCURRENCY, 8)),
  };
}

function nonNegativeInt(v: string | undefined, def: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= 0 ? n : def;
}
