import type { ProviderInfo, Env } from './providers';

/**
 * Which outside services run on a local stand-in, and whether this server may start with them (ADR 0033).
 * Production (APP_ENV=P, the default) refuses to start while any service that moves money or vouches for
 * someone's identity is a stand-in, unless ALLOW_STAND_INS=1 says a labelled demo is meant.
 */

/** Stand-ins of these would take or pay out money, or accept an identity, that no real party checked. */
export const GUARDED_SERVICES = ['pay', 'payout', 'bankVerify', 'sms', 'realname', 'invoice', 'esign'] as const;

/** The variable that chooses each service's provider (README, Configuration). */
export const PROVIDER_VARIABLES: Record<string, string> = {
  pay: 'PAY_PROVIDER',
  payout: 'PAYOUT_PROVIDER',
  bankVerify: 'BANK_VERIFY_PROVIDER',
  sms: 'SMS_PROVIDER',
  realname: 'REALNAME_PROVIDER',
  invoice: 'INVOICE_PROVIDER',
  esign: 'ESIGN_PROVIDER',
  mail: 'MAIL_PROVIDER',
  storage: 'STORAGE_PROVIDER',
  phone: 'PHONE_PROVIDER',
  geo: 'AMAP_KEY',
  wechat: 'WECHAT_MP_APPID/WECHAT_MP_SECRET',
  wechatJs: 'WECHAT_OA_APPID/WECHAT_OA_SECRET',
};

export type StandIn = { service: string; provider: string; guarded: boolean };

export class StandInsRefusedError extends Error {
  constructor(readonly refused: StandIn[]) {
    const list = refused.map((s) => `${s.service} (${s.provider}; ${PROVIDER_VARIABLES[s.service] ?? '?'})`).join(', ');
    super(
      `Refusing to start in production (APP_ENV=P): these outside services are local stand-ins that move no real money and check no real identity: ${list}. ` +
        'Configure real providers, or set ALLOW_STAND_INS=1 to run the labelled demo.',
    );
    this.name = 'StandInsRefusedError';
  }
}

const isDescribed = (a: unknown): a is ProviderInfo =>
  !!a && typeof a === 'object' && typeof (a as ProviderInfo).provider === 'string' && typeof (a as ProviderInfo).standIn === 'boolean';

const allowed = (v: string | undefined) => v === '1' || v?.toLowerCase() === 'true';

/**
 * The stand-ins among `adapters`, in their order. An adapter that does not say what it is counts as a stand-in.
 */
export function listStandIns(adapters: object): StandIn[] {
  const guarded = (service: string) => (GUARDED_SERVICES as readonly string[]).includes(service);
  const out: StandIn[] = [];
  for (const [service, a] of Object.entries(adapters)) {
    if (!isDescribed(a)) out.push({ service, provider: 'unknown', guarded: guarded(service) });
    else if (a.standIn) out.push({ service, provider: a.provider, guarded: guarded(service) });
  }
  return out;
}

/**
 * The start-up check: the stand-ins (listStandIns), or StandInsRefusedError when `appEnv` is P, a guarded service
 * is a stand-in and ALLOW_STAND_INS is not 1.
 */
export function standInsReport(adapters: object, { appEnv, env }: { appEnv: string; env: Env }): StandIn[] {
  const out = listStandIns(adapters);
  const refused = out.filter((s) => s.guarded);
  if (appEnv === 'P' && refused.length && !allowed(env.ALLOW_STAND_INS)) throw new StandInsRefusedError(refused);
  return out;
}

/** The start-up log line. */
export const standInsLogLine = (standIns: StandIn[]) =>
  `[runtime] stand-ins (local, labelled 演示/沙箱 where they act): ${standIns.map((s) => `${s.service}=${s.provider}`).join(', ')}`;
