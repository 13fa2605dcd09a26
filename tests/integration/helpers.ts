import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { canonicalParams, computeSign, sha256Hex, SIGN_HEADERS } from '@/lib/sign';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP } from '@/lib/constants';
import { inject } from 'vitest';
import { createApp, type App } from '@/server/app';
import { outboxSettled } from '@/server/modules/notice/outbox';
import { openDb, type DbHandle } from '@/server/db/client';
import { MemoryCache, openCache, type Cache } from '@/server/cache';
import { seed } from '@/server/seed';
import { smsOutbox } from '@/server/db/schema';
import type { Deps } from '@/server/http/types';
import type { Envelope } from '@/lib/contract/envelope';
import { responseChecker } from './responseContract';
import { buildDeps, databaseUrl, newDatabaseName, openPglite, tarballSource, type TemplateKind } from './template';

export type CallOpts = {
  token?: string;
  json?: boolean;
  headers?: Record<string, string>;
  /** false: send no signature headers at all. */
  sign?: false;
  time?: number;
  nonce?: string;
  /** Client IP (sent as X-Forwarded-For); defaults to the context's ip. */
  ip?: string;
};
type Payload = Record<string, unknown> | FormData | undefined;

/** A FormData as the client sends it: serialised bytes, their content type and SHA-256 (signed as bodySha256). */
export async function multipartBody(fd: FormData) {
  const res = new Response(fd);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { bytes, contentType: res.headers.get('content-type')!, sha256: sha256Hex(bytes) };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

const flat = (payload: Record<string, unknown> | undefined) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(payload ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    out.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return out;
};

let nonceSeq = 0;
const newNonce = () => `${randomBytes(2).toString('hex')}-${Date.now()}-${String(++nonceSeq).padStart(5, '0')}`;
export const randomIp = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`;

async function dropRedisPrefix(url: string, prefix: string) {
  const { Redis } = await import('ioredis');
  const r = new Redis(url, { maxRetriesPerRequest: 2 });
  let cursor = '0';
  do {
    const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await r.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  r.disconnect();
}

/** A template's tarball, read once per worker (files share a worker's modules); each PGlite unpacks its own copy. */
const templateBlobs = new Map<string, Blob>();
const templateBlob = (file: string): Blob => {
  let blob = templateBlobs.get(file);
  if (!blob) templateBlobs.set(file, (blob = tarballSource(fs.readFileSync(file))));
  return blob;
};

/**
 * This file's own database, a copy of the run's seeded template (tests/integration/globalSetup.ts): an in-memory
 * PGlite loaded from the template's tarball, or a database created from the template next to TEST_DATABASE_URL.
 * Without a template (a file run outside the integration project) it migrates and seeds as before.
 */
async function openTestDb(kind: TemplateKind, dbUrl: string | undefined, isolatedDatabase: string | undefined, dataDir?: string): Promise<{ handle: DbHandle; seeded: boolean }> {
  const templates = inject('crispsTemplates');
  if (templates?.kind === 'pglite' && !dbUrl && dataDir) {
    // On disk, as the server keeps it (<DATA_DIR>/pglite): the template unpacked there, then opened like the server does.
    const dir = path.join(dataDir, 'pglite');
    const { PGlite } = await import('@electric-sql/pglite');
    const unpack = new PGlite(dir, { loadDataDir: templateBlob(templates.files[kind]) });
    await unpack.waitReady;
    await unpack.close();
    return { handle: await openDb({ dataDir: dir }), seeded: true };
  }
  if (templates?.kind === 'pglite' && !dbUrl) {
    return { handle: await openPglite(templateBlob(templates.files[kind])), seeded: true };
  }
  if (templates?.kind === 'postgres' && dbUrl && isolatedDatabase) {
    const { Pool } = await import('pg');
    const admin = new Pool({ connectionString: dbUrl, max: 1 });
    await admin.query(`CREATE DATABASE "${isolatedDatabase}" TEMPLATE "${templates.databases[kind]}" STRATEGY FILE_COPY`);
    await admin.end();
    const inner = await openDb({ url: databaseUrl(dbUrl, isolatedDatabase) });
    const close = async () => {
      await inner.close();
      const drop = new Pool({ connectionString: dbUrl, max: 1 });
      await drop.query(`DROP DATABASE IF EXISTS "${isolatedDatabase}" WITH (FORCE)`);
      await drop.end();
    };
    return { handle: { ...inner, close }, seeded: true };
  }
  return { handle: await openDb(dbUrl ? { url: dbUrl, isolatedDatabase } : {}), seeded: false };
}

/**
 * A seeded backend on in-memory PGlite (or its own database next to TEST_DATABASE_URL), both copied from the run's
 * template, a MemoryCache (or a prefix of TEST_REDIS_URL), a clock that tests can move, and `call` signing requests
 * like the client does.
 */
export async function createTestContext(
  opts: {
    /** false: without the marketplace seed. */ catalog?: boolean;
    /** PGlite on disk in the context's DATA_DIR (<dataDir>/pglite), as the server keeps it, instead of in memory. */
    pgliteOnDisk?: boolean;
  } = {},
) {
  const dbUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  const isolatedDatabase = dbUrl ? newDatabaseName('crisps_t_') : undefined;
  const dataDir = opts.pgliteOnDisk && !dbUrl ? fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-int-')) : undefined;
  const { handle, seeded } = await openTestDb(opts.catalog === false ? 'bare' : 'full', dbUrl, isolatedDatabase, dataDir);
  const prefix = `crisps-test:${randomBytes(6).toString('hex')}:`;
  const cache: Cache = redisUrl ? await openCache(redisUrl, prefix) : new MemoryCache();
  let offsetMs = 0;
  // Secrets: read from the template (generated into it once per run), or generated into a fresh database.
  const deps: Deps = await buildDeps(handle.db, cache, () => new Date(Date.now() + offsetMs), dataDir);
  const { config } = deps;
  if (!seeded) await seed(deps, { catalog: opts.catalog });
  const app: App = createApp(deps);
  const checkResponse = responseChecker(app);
  const ctx = { ip: randomIp() };

  async function request(method: string, urlPath: string, payload?: Payload, opts: CallOpts = {}): Promise<Response> {
    const m = method.toUpperCase();
    const pathname = urlPath.split('?')[0];
    const headers: Record<string, string> = {
      platformCode: PLATFORM_CODE,
      terminalCode: TERMINAL_WAP,
      areaCode: '510100',
      'x-forwarded-for': opts.ip ?? ctx.ip,
    };
    let url = urlPath;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    let data: string;
    let bodySha256 = '';
    if (payload instanceof FormData) {
      const mp = await multipartBody(payload);
      body = mp.bytes;
      headers['content-type'] = mp.contentType;
      headers[SIGN_HEADERS.bodySha256] = bodySha256 = mp.sha256;
      data = '';
    } else if (m === 'GET' || m === 'DELETE') {
      const qs = flat(payload).toString();
      if (qs) url += (url.includes('?') ? '&' : '?') + qs;
      data = canonicalParams(new URL(url, 'http://x').searchParams);
    } else if (opts.json) {
      body = JSON.stringify(payload ?? {});
      headers['content-type'] = 'application/json';
      data = body;
    } else {
      body = flat(payload).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      data = canonicalParams(new URLSearchParams(body));
    }
    if (opts.token) {
      headers['X-Auth-Token'] = opts.token;
    }
    if (opts.sign !== false) {
      const time = opts.time ?? deps.now().getTime();
      const nonce = opts.nonce ?? newNonce();
      // A POST's own query string is signed as `query` (lib/sign.ts).
      const query = m === 'GET' || m === 'DELETE' ? '' : canonicalParams(new URL(url, 'http://x').searchParams);
      const sign = computeSign({ method: m, path: pathname, data, query, bodySha256, token: opts.token ?? '', time, nonce, sysCode: SYS_CODE, secret: config.signSecret });
      Object.assign(headers, { [SIGN_HEADERS.sign]: sign, [SIGN_HEADERS.time]: String(time), [SIGN_HEADERS.nonce]: nonce, [SIGN_HEADERS.sysCode]: SYS_CODE });
    }
    Object.assign(headers, opts.headers);
    return app.request(url, { method: m, headers, body });
  }

  // Tests read envelopes loosely; each asserts the fields it cares about.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(method: string, urlPath: string, payload?: Payload, opts?: CallOpts): Promise<Envelope<T>> {
    const res = await request(method, urlPath, payload, opts);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope<T>;
    checkResponse(method.toUpperCase(), new URL(urlPath, 'http://x').pathname, body);
    return body;
  }

  /** The newest code the local SMS provider "sent" to this phone (optionally of one type). */
  async function readSmsCode(phone: string, type?: string): Promise<string> {
    const rows = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(20);
    const row = rows.find((r) => !type || r.type === type);
    if (!row) throw new Error(`no SMS sent to ${phone}`);
    return row.code;
  }

  async function sendCode(phone: string, type = 'login', opts?: CallOpts) {
    const res = await call('POST', '/api/authentication/send_sms_code', { phone, type }, opts);
    expect(res.code, res.msg).toBe(200);
    return readSmsCode(phone, type);
  }

  async function loginSms(phone: string, opts?: CallOpts) {
    const smsCode = await sendCode(phone, 'login', opts);
    const res = await call('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, userType: 'ORDINARY_USER' }, opts);
    expect(res.code, res.msg).toBe(200);
    return res.data as { token: string; userId: string; userNo: string; userType: string };
  }

  async function loginPassword(phone: string, password: string, opts?: CallOpts) {
    return call('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_PWD', phone, password, userType: 'ORDINARY_USER' }, opts);
  }

  let phoneSeq = 0;
  const base = String(Math.floor(Math.random() * 9000) + 1000);
  const nextPhone = () => `135${base}${String(++phoneSeq).padStart(4, '0')}`;

  /** A new account with a password, registered from fresh IPs (so no per-IP limit of the test is spent). */
  async function newAccount(password = 'abc12345') {
    const phone = nextPhone();
    const smsCode = await sendCode(phone, 'register', { ip: randomIp() });
    const res = await call('POST', '/api/login/v1/register', { phone, password, smsCode }, { ip: randomIp() });
    expect(res.code, res.msg).toBe(200);
    return { phone, password };
  }

  return {
    app,
    /** The database handle (the backup test asks it for PGlite's copy). */
    dbHandle: handle,
    /** postgres:// URL of this context's own database (only with TEST_DATABASE_URL). */
    databaseUrl: dbUrl && isolatedDatabase ? databaseUrl(dbUrl, isolatedDatabase) : undefined,
    deps,
    ctx,
    request,
    call,
    readSmsCode,
    sendCode,
    loginSms,
    loginPassword,
    /** A phone number no other test of this context uses. */
    phone: nextPhone,
    newAccount,
    /** Moves the server clock (deps.now) forward. */
    advance: (ms: number) => {
      offsetMs += ms;
    },
    /**
     * Moves the server clock forward to the next 10:00 in China (02:00 UTC). A test that spends minutes of the clock
     * against a daily limit (SMS sends, once-a-day records) starts here, so China's midnight never falls inside it: a
     * run at about 23:45 China time (the file's clock already minutes ahead) crossed into the next day during nine
     * sends a minute apart, and the limit began again.
     */
    toChinaMorning: () => {
      const day = 24 * 3600_000;
      const now = Date.now() + offsetMs;
      const lastMorning = Math.floor((now - 2 * 3600_000) / day) * day + 2 * 3600_000;
      offsetMs += lastMorning + day - now;
    },
    async close() {
      // The notices' pushes the last requests asked for, before the database closes under them.
      await outboxSettled(deps);
      await handle.close();
      if (redisUrl) await dropRedisPrefix(redisUrl, prefix);
      await cache.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
