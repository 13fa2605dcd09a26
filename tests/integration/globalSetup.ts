import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MemoryCache } from '@/server/cache';
import { openDb, type Db } from '@/server/db/client';
import { seed } from '@/server/seed';
import { buildDeps, databaseUrl, newDatabaseName, openPglite, type TemplateKind, type Templates } from './template';

/**
 * Once per integration run: migrate and seed the two template databases (with and without the catalog) that every
 * test file then copies (docs/TESTING.md, docs/adr/0006-test-template-database.md). Migrating a fresh PGlite costs
 * most of a file's start-up; the seed the rest. The copies start with the same rows and the same server secrets.
 */
const seedInto = async (db: Db, kind: TemplateKind) => {
  const deps = await buildDeps(db, new MemoryCache(), () => new Date());
  try {
    await seed(deps, { catalog: kind === 'full' });
  } finally {
    fs.rmSync(deps.config.dataDir, { recursive: true, force: true });
  }
};

async function pgliteTemplates(): Promise<{ templates: Templates; teardown: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-tpl-'));
  const files = { full: path.join(dir, 'full.tar'), bare: path.join(dir, 'bare.tar') };
  // A checkpoint first: a copy then starts without replaying the seed's WAL (about a fifth of each file's start-up).
  // The segments after the current one are only recycled for later writes (the seed wrote many): left out, so every
  // copy unpacks a smaller tarball; PostgreSQL makes new segments when it needs them.
  // template0 and template1 (15 of the remaining 47 MB) go too: a test file's copy never creates a database.
  const dump = async (h: Awaited<ReturnType<typeof openPglite>>, file: string) => {
    for (const db of ['template0', 'template1']) {
      await h.client.exec(`ALTER DATABASE ${db} IS_TEMPLATE false`);
      await h.client.exec(`DROP DATABASE ${db}`);
    }
    await h.client.exec('CHECKPOINT');
    const { rows } = await h.client.query<{ dir: string; current: string }>(
      'SELECT current_setting(\'data_directory\') AS dir, pg_walfile_name(pg_current_wal_insert_lsn()) AS current',
    );
    const { dir, current } = rows[0];
    const FS = h.client.Module.FS;
    for (const name of FS.readdir(`${dir}/pg_wal`) as string[]) if (/^[0-9A-F]{24}$/.test(name) && name > current) FS.unlink(`${dir}/pg_wal/${name}`);
    fs.writeFileSync(file, new Uint8Array(await (await h.client.dumpDataDir('none')).arrayBuffer()));
  };
  // Migrate once; the bare template starts from the migrated, unseeded directory.
  const full = await openPglite();
  const migrated = await full.client.dumpDataDir('none');
  await seedInto(full.db, 'full');
  await dump(full, files.full);
  await full.close();
  console.log(`[integration] PGlite template: ${(fs.statSync(files.full).size / 1e6).toFixed(1)} MB`);
  const bare = await openPglite(migrated);
  await seedInto(bare.db, 'bare');
  await dump(bare, files.bare);
  await bare.close();
  return { templates: { kind: 'pglite', files }, teardown: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(url: string): Promise<{ templates: Templates; teardown: () => Promise<void> }> {
  const { Pool } = await import('pg');
  const admin = new Pool({ connectionString: url, max: 1 });
  const databases = { full: newDatabaseName('crisps_tpl_'), bare: newDatabaseName('crisps_tpl_') };
  const drop = () => Promise.all(Object.values(databases).map((d) => admin.query(`DROP DATABASE IF EXISTS "${d}" WITH (FORCE)`)));
  try {
    for (const kind of ['full', 'bare'] as const) {
      await admin.query(`CREATE DATABASE "${databases[kind]}"`);
      // Every connection to a template must be closed before CREATE DATABASE … TEMPLATE can copy it.
      const h = await openDb({ url: databaseUrl(url, databases[kind]) });
      try {
        await seedInto(h.db, kind);
      } finally {
        await h.close();
      }
      // pool.end() resolves before the server has ended those sessions.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [databases[kind]]);
        if (!rows[0].n) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } catch (err) {
    await drop();
    await admin.end();
    throw err;
  }
  return {
    templates: { kind: 'postgres', databases },
    teardown: async () => {
      await drop();
      await admin.end();
    },
  };
}

type Built = { templates: Templates; teardown: () => void | Promise<void> };
type Shared = { ready: Promise<Built>; users: number };
/** Both integration projects (shared and isolated modules, vitest.config.ts) use one pair of templates per run. */
const SHARED = Symbol.for('crisps.integrationTemplates');

async function build(): Promise<Built> {
  const started = Date.now();
  const url = process.env.TEST_DATABASE_URL;
  const built = url ? await postgresTemplates(url) : await pgliteTemplates();
  console.log(`[integration] ${built.templates.kind} templates migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return built;
}

export default async function setup(project: TestProject) {
  const g = globalThis as unknown as Record<symbol, Shared | undefined>;
  const shared = (g[SHARED] ??= { ready: build(), users: 0 });
  shared.users++;
  const { templates, teardown } = await shared.ready;
  project.provide('crispsTemplates', templates);
  return async () => {
    if (--shared.users > 0) return;
    g[SHARED] = undefined;
    await teardown();
  };
}
