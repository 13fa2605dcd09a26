import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { BackupError, migrationLevel, type MigrationLevel } from './manifest';

/**
 * PGlite is one process's database: no second process may open its files while the app runs. So the running process
 * hands out the copy itself: it listens on a Unix socket inside DATA_DIR (`run/backup.sock`, a 0700 folder, the
 * socket 0600: only the account that runs the app reaches it, nothing listens on the network), and `npm run backup`
 * asks it for one. The copy is PGlite's own dumpDataDir, taken under PGlite's query lock: no statement runs while
 * the files are read, so the copy is what a power cut at that instant would leave on disk, which PostgreSQL's
 * recovery opens with every committed transaction and none of the others (ADR 0047).
 */
export const socketPath = (dataDir: string) => path.join(dataDir, 'run', 'backup.sock');

type Source = { dump: () => Promise<Blob>; migrations: () => Promise<MigrationLevel> };
type Header = { ok: true; size: number; migrations: MigrationLevel } | { ok: false; error: string };

/** Whether something answers on the socket (a live process) or not (none, or a file left by a crash). */
function probe(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(file);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/**
 * Serves backups of this process's PGlite on <DATA_DIR>/run/backup.sock. Returns null (and logs why) when another
 * live process already serves this DATA_DIR or the socket cannot be made; the app serves on either way.
 */
export async function serveBackups(dataDir: string, source: Source, log = console.warn): Promise<{ close: () => Promise<void> } | null> {
  const file = socketPath(dataDir);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    if (fs.existsSync(file)) {
      if (await probe(file)) {
        log(`[backup] another process serves backups of ${dataDir}: two processes must never open one PGlite directory`);
        return null;
      }
      fs.unlinkSync(file);
    }
  } catch (err) {
    log('[backup] no backup socket:', err instanceof Error ? err.message : err);
    return null;
  }
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((conn) => {
    conn.on('error', () => {});
    let asked = '';
    conn.on('data', (d) => {
      asked += d.toString('utf8');
      if (!asked.includes('\n')) return;
      if (asked.trim() !== 'dump') return void conn.end(JSON.stringify({ ok: false, error: 'unknown request' }) + '\n');
      // One copy at a time; each waits for the one before.
      queue = queue.then(async () => {
        try {
          const migrations = await source.migrations();
          const bytes = Buffer.from(await (await source.dump()).arrayBuffer());
          conn.write(JSON.stringify({ ok: true, size: bytes.length, migrations } satisfies Header) + '\n');
          conn.end(bytes);
        } catch (err) {
          conn.end(JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) } satisfies Header) + '\n');
        }
      });
    });
  });
  const ok = await new Promise<boolean>((resolve) => {
    server.once('error', (err) => {
      log('[backup] no backup socket:', err.message);
      resolve(false);
    });
    server.listen(file, () => resolve(true));
  });
  if (!ok) return null;
  fs.chmodSync(file, 0o600);
  server.unref();
  const unlink = () => fs.rmSync(file, { force: true });
  process.once('exit', unlink);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        process.off('exit', unlink);
        server.close(() => resolve());
        unlink();
      }),
  };
}

/**
 * Asks the process running on `dataDir` for a copy of its PGlite. Null when no process answers (none runs: the
 * caller may then open the directory itself).
 */
export function dumpFromRunning(dataDir: string): Promise<{ bytes: Buffer; migrations: MigrationLevel } | null> {
  const file = socketPath(dataDir);
  if (!fs.existsSync(file)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const s = net.connect(file);
    s.once('connect', () => {
      connected = true;
      s.write('dump\n');
    });
    s.on('data', (d: Buffer) => chunks.push(d));
    s.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(null);
      else reject(new BackupError(`the running app's backup socket failed: ${err.message}`));
    });
    s.once('end', () => {
      const all = Buffer.concat(chunks);
      const nl = all.indexOf(10);
      let header: Header;
      try {
        header = JSON.parse(all.subarray(0, nl).toString('utf8')) as Header;
      } catch {
        return reject(new BackupError('the running app answered the backup socket with something unreadable'));
      }
      if (!header.ok) return reject(new BackupError(`the running app could not copy its database: ${header.error}`));
      const bytes = all.subarray(nl + 1);
      if (bytes.length !== header.size) return reject(new BackupError(`the copy was cut short (${bytes.length} of ${header.size} bytes)`));
      resolve({ bytes, migrations: header.migrations });
    });
  });
}

/** serveBackups for the runtime's own database handle (PGlite on disk only; anything else has nothing to serve). */
export async function serveBackupsOf(dataDir: string, handle: DbHandle) {
  const dump = handle.dumpDataDir;
  if (!dump) return null;
  return serveBackups(dataDir, { dump, migrations: () => migrationLevel(async (q) => rowsOf<Record<string, unknown>>(await handle.db.execute(sql.raw(q)))) });
}
