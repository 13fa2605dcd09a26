import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { createApp } from '@/server/app';
import { MemoryCache } from '@/server/cache';
import { openDb, type DbHandle } from '@/server/db/client';
import { cusOrders, goodsSkus } from '@/server/db/schema';
import { sweep } from '@/server/modules/order/sweeper';
import { createBackup } from '@/server/backup/backup';
import { restoreBackup } from '@/server/backup/restore';
import { packTar, unpackTar } from '@/server/backup/archive';
import { BackupError, KEPT_ENTRIES } from '@/server/backup/manifest';
import { serveBackupsOf } from '@/server/backup/socket';
import { reconcileBooks } from '../bench/orders/reconcile';
import { createTestContext, type TestContext } from './helpers';
import { buildDeps, databaseUrl } from './template';
import { orderCustomers, orderStream, signedCall, STREAM_GOODS, type Customer } from './backupFixtures';

/**
 * Issue 29, backups: a running instance is backed up in the middle of a stream of orders (submit + pay), the archive
 * restored into an empty DATA_DIR (and, on PostgreSQL, an empty database), the app started on it: every order
 * acknowledged before the backup began is there and paid, and the books reconcile (tests/bench/orders/reconcile.ts).
 * PGlite in the PGlite run (the copy comes from the running backend over its socket, server/backup/socket.ts),
 * PostgreSQL (pg_dump / pg_restore) when TEST_DATABASE_URL is set.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const store = pgUrl ? 'postgres' : 'pglite';

let ctx: TestContext;
let work: string;
let served: { close: () => Promise<void> } | null = null;
let archive = '';
const newDbs: string[] = [];

async function emptyDatabase(): Promise<string> {
  const name = 'bk_' + randomBytes(6).toString('hex');
  const { Pool } = await import('pg');
  const admin = new Pool({ connectionString: pgUrl, max: 1 });
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  newDbs.push(name);
  return databaseUrl(pgUrl!, name);
}

const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : null);

beforeAll(async () => {
  ctx = await createTestContext({ pgliteOnDisk: true });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  // What the runtime does on start (server/runtime.ts): the running process serves copies of its PGlite.
  served = await serveBackupsOf(ctx.deps.config.dataDir, ctx.dbHandle);
});

afterAll(async () => {
  await served?.close();
  await ctx?.close();
  fs.rmSync(work, { recursive: true, force: true });
  if (newDbs.length) {
    const { Pool } = await import('pg');
    const admin = new Pool({ connectionString: pgUrl, max: 1 });
    for (const n of newDbs) await admin.query(`DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`);
    await admin.end();
  }
});

describe(`backup and restore (${store})`, () => {
  it('a backup taken mid-stream restores every acknowledged order, and the books reconcile', async () => {
    expect(served !== null).toBe(store === 'pglite');
    const customers: Customer[] = await orderCustomers(ctx, 4);
    const upload = Buffer.from(`picture ${randomBytes(8).toString('hex')}`);
    await ctx.deps.adapters.storage.put('u/backup/test.png', upload);
    const stockBefore = await ctx.deps.db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, STREAM_GOODS));

    const stream = orderStream(ctx, customers);
    await stream.whenAcked(6);
    // The backup begins: what was acknowledged until now must all be in it.
    const before = [...stream.acked];
    const inFlightAtStart = stream.inFlight();
    const { file, manifest } = await createBackup({ dataDir: ctx.deps.config.dataDir, databaseUrl: ctx.databaseUrl, outDir: path.join(work, 'out') });
    archive = file;
    const ackedAtEnd = stream.acked.length;
    await stream.whenAcked(ackedAtEnd + 3); // the stream goes on after the backup
    await stream.stop();
    expect(stream.errors).toEqual([]);
    expect(before.length).toBeGreaterThanOrEqual(6);
    // Orders were being written while the copy was taken (the load never paused for it).
    expect(inFlightAtStart + (ackedAtEnd - before.length)).toBeGreaterThan(0);

    expect(manifest.store).toBe(store);
    expect(manifest.migrations.applied).toBeGreaterThan(30);
    expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(['data/uploads/u/backup/test.png', 'data/sms-outbox.jsonl']));
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);

    // Restore into an empty DATA_DIR (and an empty database), then start the app on it.
    const target = path.join(work, 'restored');
    const url = pgUrl ? await emptyDatabase() : undefined;
    await restoreBackup({ archive: file, dataDir: target, databaseUrl: url });
    const handle: DbHandle = await openDb(url ? { url } : { dataDir: path.join(target, 'pglite') });
    try {
      const deps = await buildDeps(handle.db, new MemoryCache(), () => new Date(), target);
      const app = createApp(deps);
      await sweep(deps); // what the started app does first: gateway notifications due, expired orders

      const ids = customers.map((c) => c.userId);
      const restored = await handle.db.select().from(cusOrders).where(inArray(cusOrders.userId, ids));
      const byId = new Map(restored.map((o) => [o.id, o]));
      const missing = before.filter((id) => !byId.has(id));
      expect(missing, 'acknowledged before the backup, missing after the restore').toEqual([]);
      expect(before.filter((id) => byId.get(id)!.payStatus !== 'COMPLETED_PAID')).toEqual([]);
      expect(restored.length).toBeLessThan(stream.acked.length + customers.length + 1); // a copy, not the later state
      expect(await reconcileBooks(handle.db, { userIds: ids, goods: STREAM_GOODS, stockBefore, allowUnpaid: true })).toEqual([]);

      // The restored app answers for it: the customer's session and order, through the signed API.
      const owner = customers.find((c) => restored.some((o) => o.id === before[0] && o.userId === c.userId))!;
      const detail = await signedCall(app, deps.config.signSecret, 'GET', '/api/order/v2/cus_order_detail', { cusOrderId: before[0] }, owner.token);
      expect(detail.code, detail.msg).toBe(200);
      expect(await deps.adapters.storage.get('u/backup/test.png')).toEqual(upload);
      expect(fs.readFileSync(path.join(target, 'sms-outbox.jsonl'), 'utf8')).toMatch(/"type":"login"/);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses to back up a directory that is not a data directory, and writes nothing', async () => {
    const notData = fs.mkdtempSync(path.join(work, 'not-data-'));
    fs.writeFileSync(path.join(notData, 'notes.txt'), 'hello');
    const out = path.join(work, 'out-refused');
    const err = await createBackup({ dataDir: notData, databaseUrl: ctx.databaseUrl, outDir: out }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect((err as Error).message).toMatch(/is not a data directory of this app/);
    expect(listing(out)).toBeNull();
    expect(listing(notData)).toEqual(['notes.txt']);
    // A missing one alike.
    await expect(createBackup({ dataDir: path.join(work, 'nowhere'), databaseUrl: ctx.databaseUrl, outDir: out })).rejects.toThrow(/does not exist/);
    expect(listing(out)).toBeNull();
  });

  it('refuses to restore into a non-empty DATA_DIR or database, or from a damaged archive, and changes nothing', async () => {
    expect(archive).not.toBe('');
    const full = path.join(work, 'full');
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, 'sms-outbox.jsonl'), '{"kept":1}\n');
    const url = pgUrl ? await emptyDatabase() : undefined;
    await expect(restoreBackup({ archive, dataDir: full, databaseUrl: url })).rejects.toThrow(/is not empty/);
    expect(listing(full)).toEqual(['sms-outbox.jsonl']);
    expect(fs.readFileSync(path.join(full, 'sms-outbox.jsonl'), 'utf8')).toBe('{"kept":1}\n');
    expect(fs.readdirSync(work).filter((n) => n.includes('.restoring-'))).toEqual([]);
    if (pgUrl) {
      // The running instance's own database is not empty: refused before DATA_DIR is made.
      const fresh = path.join(work, 'fresh-1');
      await expect(restoreBackup({ archive, dataDir: fresh, databaseUrl: ctx.databaseUrl })).rejects.toThrow(/database .* is not empty/);
      expect(listing(fresh)).toBeNull();
    } else {
      await expect(restoreBackup({ archive, dataDir: path.join(work, 'fresh-1'), databaseUrl: 'postgres://x@127.0.0.1:1/x' })).rejects.toThrow(/unset DATABASE_URL/);
    }
    // One byte changed in the database dump: the checksum catches it before anything is written.
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await unpackTar(archive, unpacked);
    const dump = path.join(unpacked, 'database', pgUrl ? 'postgres.dump' : 'pglite.tar.gz');
    const bytes = fs.readFileSync(dump);
    bytes[bytes.length >> 1] ^= 0xff;
    fs.writeFileSync(dump, bytes);
    const damaged = path.join(work, 'damaged.tar');
    await packTar(unpacked, damaged);
    const fresh = path.join(work, 'fresh-2');
    await expect(restoreBackup({ archive: damaged, dataDir: fresh, databaseUrl: url })).rejects.toThrow(/does not match its checksum/);
    expect(listing(fresh)).toBeNull();
    if (url) {
      const { userRelations } = await import('@/server/backup/postgres');
      expect(await userRelations(url)).toBe(0);
    }
  });

  it('npm run backup stops with the message and exit status 1 on a wrong DATA_DIR', () => {
    const notData = fs.mkdtempSync(path.join(work, 'cli-'));
    const out = path.join(work, 'cli-out');
    const env = { ...process.env, DATA_DIR: notData, DATABASE_URL: '' };
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', out], { env, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/\[backup\] refused: .* is not a data directory of this app/);
    expect(listing(out)).toBeNull();
    expect(KEPT_ENTRIES).toContain('uploads');
  }, 60_000);
});
