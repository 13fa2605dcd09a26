import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAdapters } from '@/server/adapters';
import { ProviderConfigError } from '@/server/adapters/providers';
import { GUARDED_SERVICES, StandInsRefusedError, standInsReport } from '@/server/adapters/standIns';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t.close();
});

/** The adapters a server builds from `env` (no credentials of any vendor unless given). */
const adaptersOf = (env: Record<string, string | undefined>) => createAdapters({ db: t.deps.db, config: t.deps.config, env });

describe('production and the stand-ins', () => {
  it('refuses to start in production (APP_ENV=P) with the local providers, naming each stand-in of money and identity', () => {
    let err: unknown;
    try {
      standInsReport(adaptersOf({}), { appEnv: 'P', env: {} });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StandInsRefusedError);
    const refused = (err as StandInsRefusedError).refused.map((s) => s.service);
    expect(refused.sort()).toEqual([...GUARDED_SERVICES].sort());
    const msg = (err as Error).message;
    expect(msg).toContain('APP_ENV=P');
    expect(msg).toContain('ALLOW_STAND_INS=1');
    for (const [service, variable] of [
      ['pay', 'PAY_PROVIDER'],
      ['payout', 'PAYOUT_PROVIDER'],
      ['bankVerify', 'BANK_VERIFY_PROVIDER'],
      ['sms', 'SMS_PROVIDER'],
      ['realname', 'REALNAME_PROVIDER'],
      ['invoice', 'INVOICE_PROVIDER'],
      ['esign', 'ESIGN_PROVIDER'],
    ]) {
      expect(msg).toContain(`${service} (`);
      expect(msg).toContain(variable);
    }
    // Mail, the phone relay and WeChat's test pair are stand-ins too, but move no money and vouch for no one.
    expect(msg).not.toMatch(/\bmail \(|\bphone \(|\bwechat/);
  });

  it('starts with ALLOW_STAND_INS=1 and lists every stand-in; outside production it starts and lists them too', () => {
    const adapters = adaptersOf({});
    const allowed = standInsReport(adapters, { appEnv: 'P', env: { ALLOW_STAND_INS: '1' } });
    expect(allowed.map((s) => `${s.service}=${s.provider}`)).toEqual([
      'sms=local',
      'realname=local',
      'phone=local',
      'mail=local',
      'esign=local',
      'pay=sandbox',
      'invoice=local',
      'bankVerify=local',
      'payout=local',
      'wechat=local',
      'wechatJs=local',
    ]);
    // Files on disk and the offline city table are real (they pretend nothing): not stand-ins.
    expect(adapters.storage).toMatchObject({ provider: 'local', standIn: false });
    expect(adapters.geo).toMatchObject({ provider: 'local', standIn: false });
    expect(standInsReport(adapters, { appEnv: 'T', env: {} })).toEqual(allowed);
    expect(() => standInsReport(adapters, { appEnv: 'P', env: { ALLOW_STAND_INS: '0' } })).toThrow(StandInsRefusedError);
  });

  it('an adapter that does not say what it is counts as a stand-in', () => {
    const adapters = { ...adaptersOf({}), pay: { createTrade() {} } };
    const list = standInsReport(adapters, { appEnv: 'T', env: {} });
    expect(list.find((s) => s.service === 'pay')).toEqual({ service: 'pay', provider: 'unknown', guarded: true });
  });

  it('the server boot refuses the same way, before it seeds or serves', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-standins-'));
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, ALLOW_STAND_INS: process.env.ALLOW_STAND_INS, REDIS_URL: process.env.REDIS_URL };
    Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    delete process.env.ALLOW_STAND_INS;
    try {
      const { getRuntime } = await import('@/server/runtime');
      await expect(getRuntime()).rejects.toThrow(/Refusing to start in production \(APP_ENV=P\).*pay \(sandbox; PAY_PROVIDER\)/);
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
      else process.env[k] = v;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // a ceiling, not a wait: the boot migrates a fresh embedded database first, which took over 60 s on a loaded
    // 2-core machine (a fresh-clone run beside other work)
  }, 180_000);
});

describe('providers chosen by configuration', () => {
  it('reads <SERVICE>_PROVIDER (any case, spaces trimmed) and the vendor credentials of geo and WeChat', () => {
    const a = adaptersOf({ PAY_PROVIDER: ' Sandbox ', INVOICE_PROVIDER: 'LOCAL', AMAP_KEY: 'k', WECHAT_MP_APPID: 'wx1', WECHAT_MP_SECRET: 's', WECHAT_OA_APPID: 'wx2', WECHAT_OA_SECRET: 's' });
    expect(a.pay).toMatchObject({ provider: 'sandbox', standIn: true });
    expect(a.invoice).toMatchObject({ provider: 'local', standIn: true });
    expect(a.geo).toMatchObject({ provider: 'amap', standIn: false });
    expect(a.wechat).toMatchObject({ provider: 'wechat', standIn: false });
    expect(a.wechatJs).toMatchObject({ provider: 'wechat', standIn: false });
    const services = standInsReport(a, { appEnv: 'T', env: {} }).map((s) => s.service);
    expect(services).not.toContain('wechat');
    expect(services).not.toContain('wechatJs');
    // The real-name and SMS stand-ins are listed; their real providers are not.
    expect(services).toEqual(expect.arrayContaining(['realname', 'sms']));
    const real = adaptersOf({ REALNAME_PROVIDER: 'tencent', TENCENT_SECRET_ID: 'id', TENCENT_SECRET_KEY: 'key' });
    expect(real.realname).toMatchObject({ provider: 'tencent', standIn: false });
    expect(standInsReport(real, { appEnv: 'T', env: {} }).map((s) => s.service)).not.toContain('realname');
  });

  it('an unknown provider stops the start with an error naming the variable', () => {
    for (const variable of ['PAY_PROVIDER', 'PAYOUT_PROVIDER', 'BANK_VERIFY_PROVIDER', 'SMS_PROVIDER', 'REALNAME_PROVIDER', 'INVOICE_PROVIDER', 'ESIGN_PROVIDER', 'MAIL_PROVIDER', 'STORAGE_PROVIDER', 'PHONE_PROVIDER']) {
      let err: unknown;
      try {
        adaptersOf({ [variable]: 'acme' });
      } catch (e) {
        err = e;
      }
      expect(err, variable).toBeInstanceOf(ProviderConfigError);
      expect((err as ProviderConfigError).variable).toBe(variable);
      expect((err as Error).message).toMatch(new RegExp(`^${variable}=acme: unknown provider \\(this build has: `));
    }
  });
});

describe('GET /api/stand-ins', () => {
  it('lists the services on stand-ins, unsigned, for pages rendered ahead of any request', async () => {
    const res = await t.app.request('/api/stand-ins');
    const body = (await res.json()) as { code: number; data: { services: string[] } };
    expect(body.code).toBe(200);
    expect(body.data.services).toEqual(expect.arrayContaining(['pay', 'payout', 'bankVerify', 'sms', 'realname', 'invoice', 'esign']));
    expect(body.data.services).not.toContain('storage');
  });
});
