import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { packTar } from './archive';
import { dumpFromRunning, takeDump } from './socket';
import { dumpPostgres } from './postgres';
import {
  appInfo, BackupError, checksums, DUMP_PATH, KEPT_ENTRIES, listFiles, MANIFEST_FORMAT, migrationLevel, SKIPPED_ENTRIES,
  type Manifest, type MigrationLevel, type StoreKind,
} from './manifest';

export type BackupOptions = {
  /** The app's DATA_DIR. */
  dataDir: string;
  /** The app's DATABASE_URL; absent: the embedded PGlite in <dataDir>/pglite. */
  databaseUrl?: string;
  /** Folder the archive is written to (made when missing). */
  outDir: string;
  now?: Date;
};

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\.(\d+)Z$/, '-$1Z');

/** Refuses a DATA_DIR that is not one of this app's (changes nothing). */
export function checkDataDir(dataDir: string, store: StoreKind): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dataDir);
  } catch {
    throw new BackupError(`${dataDir} does not exist: set DATA_DIR to the folder the app runs on`);
  }
  if (!stat.isDirectory()) throw new BackupError(`${dataDir} is not a directory: set DATA_DIR to the folder the app runs on`);
  if (store === 'pglite') {
    if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
      throw new BackupError(`${dataDir} is not a data directory of this app: it holds no embedded database (pglite/). Set DATA_DIR to the folder the app runs on, or DATABASE_URL when it runs on PostgreSQL`);
    return;
  }
  const entries = fs.readdirSync(dataDir);
  const known = new Set<string>([...KEPT_ENTRIES, ...SKIPPED_ENTRIES]);
  if (entries.length && !entries.some((e) => known.has(e)))
    throw new BackupError(`${dataDir} is not a data directory of this app: none of ${KEPT_ENTRIES.join(', ')} is in it. Set DATA_DIR to the folder the app runs on`);
}

/** PGlite: from the running process (its backup socket), or, when none runs, by opening the directory here. */
async function dumpPglite(dataDir: string, file: string): Promise<MigrationLevel> {
  const running = await dumpFromRunning(dataDir);
  if (running) {
    await takeDump(running.file, running.size, file);
    return running.migrations;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await pg.waitReady;
    const migrations = await migrationLevel(async (sql) => (await pg.query<Record<string, unknown>>(sql)).rows);
    await pg.exec('CHECKPOINT');
    await fsp.writeFile(file, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
    return migrations;
  } finally {
    await pg.close();
  }
}

/**
 * A text file the app appends to (the outboxes), up to its last complete line: a line being appended at the moment
 * of the copy is left out rather than kept half-written.
 */
async function copyWholeLines(src: string, dest: string) {
  const buf = await fsp.readFile(src);
  await fsp.writeFile(dest, buf.subarray(0, buf.lastIndexOf(10) + 1));
}

/**
 * `npm run backup`: one archive holding the database (PGlite's dump of its data directory, or pg_dump's custom
 * format), the files of DATA_DIR the database refers to (uploads, chat pictures) and the outboxes, and a manifest
 * (time, app version, migration level, store, every file's SHA-256). The database is copied first and the files after:
 * a file is written before the row naming it commits, so every file a copied row names is in the copy.
 * The archive appears under its final name only once complete.
 */
export async function createBackup(opts: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const store: StoreKind = opts.databaseUrl ? 'postgres' : 'pglite';
  const dataDir = path.resolve(opts.dataDir);
  checkDataDir(dataDir, store);
  const now = opts.now ?? new Date();
  const outDir = path.resolve(opts.outDir);
  await fsp.mkdir(outDir, { recursive: true });
  const stage = await fsp.mkdtemp(path.join(outDir, '.backup-'));
  const file = path.join(outDir, `crisps-${store}-${stamp(now)}.tar`);
  try {
    await fsp.mkdir(path.join(stage, 'database'));
    const dump = path.join(stage, ...DUMP_PATH[store].split('/'));
    let migrations: MigrationLevel;
    let postgres: Manifest['postgres'];
    if (store === 'postgres') {
      const r = await dumpPostgres(opts.databaseUrl!, dump);
      migrations = r.migrations;
      postgres = { serverVersion: r.serverVersion, pgDump: r.pgDump };
    } else {
      migrations = await dumpPglite(dataDir, dump);
    }
    await fsp.mkdir(path.join(stage, 'data'));
    for (const entry of KEPT_ENTRIES) {
      const src = path.join(dataDir, entry);
      if (!fs.existsSync(src)) continue;
      const dest = path.join(stage, 'data', entry);
      if (entry.endsWith('.jsonl')) await copyWholeLines(src, dest);
      else await fsp.cp(src, dest, { recursive: true });
    }
    const files = await checksums(stage, await listFiles(stage));
    const manifest: Manifest = { format: MANIFEST_FORMAT, createdAt: now.toISOString(), app: appInfo(), store, migrations, ...(postgres ? { postgres } : {}), files };
    await fsp.writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    await packTar(stage, file + '.partial');
    await fsp.rename(file + '.partial', file);
    return { file, manifest };
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
    await fsp.rm(file + '.partial', { force: true });
  }
}
