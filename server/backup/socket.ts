import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
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
type Header = { ok: true; file: string; size: number; migrations: MigrationLevel } | { ok: false; error: string };

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
    // Copies a backup left behind (it was cut off before it took them).
    for (const n of fs.readdirSync(path.dirname(file))) if (/^dump-[0-9a-f]{16}\.tar\.gz$/.test(n)) fs.rmSync(path.join(path.dirname(file), n), { force: true });
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
          const bytes = new Uint8Array(await (await source.dump()).arrayBuffer());
          // Handed over as a file beside the socket, in one write: streamed over the socket, a copy of tens of MB
          // crawled while the process was busy serving (each chunk waits for a turn of its event loop).
          const name = `dump-${randomBytes(8).toString('hex')}.tar.gz`;
          await fsp.writeFile(path.join(path.dirname(file), name), bytes, { mode: 0o600 });
          conn.end(JSON.stringify({ ok: true, file: name, size: bytes.length, migrations } satisfies Header) + '\n');
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
 * Asks the process running on `dataDir` for a copy of its PGlite, which it writes beside its socket; the caller moves
 * it away (takeDump). Null when no process answers (none runs: the caller may then open the directory itself).
 */
export function dumpFromRunning(dataDir: string): Promise<{ file: string; size: number; migrations: MigrationLevel } | null> {
  const file = socketPath(dataDir);
  if (!fs.existsSync(file)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let answer = '';
    let connected = false;
    const s = net.connect(file);
    s.once('connect', () => {
      connected = true;
      s.write('dump\n');
    });
    s.on('data', (d: Buffer) => (answer += d.toString('utf8')));
    s.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(null);
      else reject(new BackupError(`the running app's backup socket failed: ${err.message}`));
    });
    s.once('end', () => {
      let header: Header;
      try {
        header = JSON.parse(answer.trim()) as Header;
      } catch {
        return reject(new BackupError('the running app answered the backup socket with something unreadable'));
      }
      if (!header.ok) return reject(new BackupError(`the running app could not copy its database: ${header.error}`));
      if (!/^dump-[0-9a-f]{16}\.tar\.gz$/.test(header.file)) return reject(new BackupError('the running app named an unexpected copy'));
      resolve({ file: path.join(path.dirname(file), header.file), size: header.size, migrations: header.migrations });
    });
  });
}

/** Moves the running app's copy to `dest` (copied when on another file system), checking it is whole. */
export async function takeDump(src: string, size: number, dest: string) {
  try {
    if ((await fsp.stat(src)).size !== size) throw new BackupError(`the running app's copy is cut short (${src})`);
    await fsp.rename(src, dest).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EXDEV') throw err;
      await fsp.copyFile(src, dest);
    });
  } finally {
    await fsp.rm(src, { force: true });
  }
}

/** serveBackups for the runtime's own database handle (PGlite on disk only; anything else has nothing to serve). */
export async function serveBackupsOf(dataDir: string, handle: DbHandle) {
  const dump = handle.dumpDataDir;
  if (!dump) return null;
  return serveBackups(dataDir, { dump, migrations: () => migrationLevel(async (q) => rowsOf<Record<string, unknown>>(await handle.db.execute(sql.raw(q)))) });
}
