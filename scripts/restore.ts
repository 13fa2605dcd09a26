// `npm run restore -- <archive>`: restores a backup into DATA_DIR, which must be missing or empty, and, for a
// PostgreSQL backup, into DATABASE_URL, which must be an empty database (createdb). Stop nothing first: it never
// writes over a directory or database in use. Then start the app on them (docs/OPERATIONS.md, "Restore").
import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/backup/restore';
import { BackupError } from '../server/backup/manifest';

async function main() {
  const archive = process.argv[2];
  if (!archive || archive.startsWith('-')) {
    console.error('usage: npm run restore -- <archive.tar>   (DATA_DIR and, for PostgreSQL, DATABASE_URL name the target)');
    process.exit(2);
  }
  const config = loadConfig();
  const t0 = Date.now();
  const m = await restoreBackup({ archive, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  console.log(`[restore] ${m.store} backup of ${m.createdAt} (app ${m.app.version}, ${m.migrations.applied} migrations) restored into ${config.dataDir} in ${Date.now() - t0} ms`);
}
main().catch((err) => {
  console.error(err instanceof BackupError ? `[restore] refused: ${err.message}` : err);
  process.exit(1);
});
