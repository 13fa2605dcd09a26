import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { MIGRATIONS_DIR } from '../db/client';

/** What `npm run backup` writes and `npm run restore` reads first (manifest.json at the archive's root). */
export const MANIFEST_FORMAT = 'crisps-backup/1';

export type StoreKind = 'pglite' | 'postgres';
export type MigrationLevel = { applied: number; last: string | null };
export type ManifestFile = { path: string; size: number; sha256: string };
export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  app: { name: string; version: string; buildId: string | null };
  store: StoreKind;
  migrations: MigrationLevel;
  /** PostgreSQL only: the server's and pg_dump's versions. */
  postgres?: { serverVersion: string; pgDump: string };
  /** Every file of the archive but the manifest, with its SHA-256. */
  files: ManifestFile[];
};

/** A refusal or failure with a message meant for the operator; the scripts print it and exit 1. */
export class BackupError extends Error {}

/** Where the database's dump sits in the archive, by store. */
export const DUMP_PATH: Record<StoreKind, string> = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' };

/**
 * What of DATA_DIR a backup keeps besides the database: user uploads and generated documents (adapters/storage),
 * chat pictures (`files/`, read by /api/img), and the local SMS and mail outboxes (adapters/sms, adapters/mail).
 * `img-cache/` is rebuilt from the above on demand; `run/` holds the running process's backup socket.
 */
export const KEPT_ENTRIES = ['uploads', 'files', 'sms-outbox.jsonl', 'mail-outbox.jsonl'] as const;
export const SKIPPED_ENTRIES = ['pglite', 'img-cache', 'run'] as const;

type JournalEntry = { idx: number; when: number; tag: string };
export function journal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * The migration level of a database from drizzle's own record (drizzle.__drizzle_migrations: one row per applied
 * migration, created_at = the journal's `when`), named by the journal's tag.
 */
export async function migrationLevel(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<MigrationLevel> {
  const rows = await query(
    `select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  ).catch(() => [] as Record<string, unknown>[]);
  const n = Number(rows[0]?.n ?? 0);
  const last = rows[0]?.last == null ? null : Number(rows[0].last);
  const tag = last === null ? null : (journal().find((e) => e.when === last)?.tag ?? `unknown (${last})`);
  return { applied: n, last: tag };
}

export function appInfo(): Manifest['app'] {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { name: string; version: string };
  let buildId: string | null = null;
  try {
    buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null;
  } catch {
    buildId = null;
  }
  return { name: pkg.name, version: pkg.version, buildId };
}

export async function sha256File(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

/** Every regular file under `root`, as forward-slash paths relative to it, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, rel: string) => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(dir, e.name), r);
      else if (e.isFile()) out.push(r);
    }
  };
  await walk(root, '');
  return out.sort();
}

export async function checksums(root: string, files: string[]): Promise<ManifestFile[]> {
  const out: ManifestFile[] = [];
  for (const f of files) {
    const abs = path.join(root, ...f.split('/'));
    out.push({ path: f, size: (await fsp.stat(abs)).size, sha256: await sha256File(abs) });
  }
  return out;
}

/** Reads and checks a staged archive's manifest and every file's checksum; throws BackupError on any mismatch. */
export async function verifyStaged(root: string): Promise<Manifest> {
  let m: Manifest;
  try {
    m = JSON.parse(await fsp.readFile(path.join(root, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError('not a backup archive: manifest.json is missing or unreadable');
  }
  if (m.format !== MANIFEST_FORMAT) throw new BackupError(`not a backup archive of this app (format ${String(m.format)}, expected ${MANIFEST_FORMAT})`);
  if (m.store !== 'pglite' && m.store !== 'postgres') throw new BackupError(`the manifest names an unknown store ${String(m.store)}`);
  const present = new Set((await listFiles(root)).filter((f) => f !== 'manifest.json'));
  for (const f of m.files) {
    if (!present.delete(f.path)) throw new BackupError(`the archive is incomplete: ${f.path} is missing`);
    const abs = path.join(root, ...f.path.split('/'));
    if ((await sha256File(abs)) !== f.sha256) throw new BackupError(`the archive is damaged: ${f.path} does not match its checksum`);
  }
  if (present.size) throw new BackupError(`the archive holds files its manifest does not list: ${[...present].slice(0, 3).join(', ')}`);
  if (!m.files.some((f) => f.path === DUMP_PATH[m.store])) throw new BackupError(`the archive has no database dump (${DUMP_PATH[m.store]})`);
  const known = journal().length;
  if (m.migrations.applied > known)
    throw new BackupError(`the backup's database has ${m.migrations.applied} migrations applied, this code knows ${known}: restore it with the version that made it (or newer)`);
  return m;
}
