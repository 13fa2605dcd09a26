import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { readManifestText, unpackTar } from './archive';
import { checkPostgresTarget, restorePostgres } from './postgres';
import { BackupError, DUMP_PATH, MANIFEST_FORMAT, migrationLevel, verifyStaged, type Manifest } from './manifest';

export type RestoreOptions = {
  /** The archive `npm run backup` wrote. */
  archive: string;
  /** The DATA_DIR to restore into: missing or empty. */
  dataDir: string;
  /** For a PostgreSQL backup: an empty database to restore into. */
  databaseUrl?: string;
};

/** Refuses a target that holds anything (changes nothing). */
function checkEmptyTarget(dataDir: string) {
  let entries: string[];
  try {
    if (!fs.statSync(dataDir).isDirectory()) throw new BackupError(`${dataDir} is not a directory: restore into a new or empty DATA_DIR`);
    entries = fs.readdirSync(dataDir);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    return; // missing: made by the restore
  }
  if (entries.length)
    throw new BackupError(`${dataDir} is not empty (${entries.slice(0, 4).join(', ')}${entries.length > 4 ? ', …' : ''}): restore into a new or empty DATA_DIR, never over a live one`);
}

/**
 * `npm run restore`: every check first (the archive's manifest, the store it holds against DATABASE_URL, an empty
 * DATA_DIR and, for PostgreSQL, an empty database and a pg_restore new enough), then the archive is unpacked beside
 * DATA_DIR and every checksum verified, the database loaded (PGlite's loadDataDir into the new directory, or
 * pg_restore in one transaction) and the new DATA_DIR moved into place in one rename. A refusal or failure leaves
 * DATA_DIR and the database as they were.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<Manifest> {
  const archive = path.resolve(opts.archive);
  const dataDir = path.resolve(opts.dataDir);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new BackupError(`${archive} is not a file`);
  let head: Manifest;
  try {
    head = JSON.parse(await readManifestText(archive)) as Manifest;
  } catch (err) {
    throw err instanceof BackupError ? err : new BackupError(`${archive} is not a backup archive of this app (its manifest is unreadable)`);
  }
  if (head.format !== MANIFEST_FORMAT) throw new BackupError(`${archive} is not a backup archive of this app (format ${String(head.format)})`);
  if (head.store === 'pglite' && opts.databaseUrl)
    throw new BackupError('this backup holds the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR');
  if (head.store === 'postgres' && !opts.databaseUrl)
    throw new BackupError('this backup holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into');
  checkEmptyTarget(dataDir);
  if (head.store === 'postgres') await checkPostgresTarget(opts.databaseUrl!);

  const parent = path.dirname(dataDir);
  await fsp.mkdir(parent, { recursive: true });
  const stage = await fsp.mkdtemp(path.join(parent, `.${path.basename(dataDir)}.restoring-`));
  try {
    const unpacked = path.join(stage, 'archive');
    await fsp.mkdir(unpacked);
    await unpackTar(archive, unpacked);
    const manifest = await verifyStaged(unpacked);
    if (manifest.store !== head.store) throw new BackupError('the archive is damaged: its manifest changed while it was read');
    // The new DATA_DIR: the archive's files, and the database beside them.
    const next = path.join(unpacked, 'data');
    await fsp.mkdir(next, { recursive: true });
    const dump = path.join(unpacked, ...DUMP_PATH[manifest.store].split('/'));
    if (manifest.store === 'pglite') {
      const { PGlite } = await import('@electric-sql/pglite');
      const bytes = await fsp.readFile(dump);
      const blob = new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' });
      const pg = new PGlite(path.join(next, 'pglite'), { loadDataDir: blob });
      try {
        await pg.waitReady;
        const level = await migrationLevel(async (sql) => (await pg.query<Record<string, unknown>>(sql)).rows);
        if (level.applied !== manifest.migrations.applied)
          throw new BackupError(`the restored database has ${level.applied} migrations, the manifest says ${manifest.migrations.applied}`);
      } finally {
        await pg.close();
      }
    } else {
      // Checked once more right before: another restore may have filled it meanwhile.
      await checkPostgresTarget(opts.databaseUrl!);
      await restorePostgres(opts.databaseUrl!, dump);
    }
    if (fs.existsSync(dataDir)) await fsp.rmdir(dataDir); // empty, checked above
    await fsp.rename(next, dataDir);
    return manifest;
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
  }
}
