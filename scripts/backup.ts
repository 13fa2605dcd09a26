// `npm run backup -- [--out <folder>]`: one archive of the database (DATABASE_URL, else the embedded PGlite in
// DATA_DIR), the uploads and the outboxes, with a manifest. Safe while the app runs (docs/OPERATIONS.md, "Backups").
// The folder defaults to BACKUP_DIR, then ./backups. Prints the archive's path; exits 1 with a message on refusal.
import { loadConfig } from '../server/config';
import { createBackup } from '../server/backup/backup';
import { BackupError } from '../server/backup/manifest';

async function main() {
  const i = process.argv.indexOf('--out');
  const outDir = (i > 0 && process.argv[i + 1]) || process.env.BACKUP_DIR || 'backups';
  const config = loadConfig();
  const t0 = Date.now();
  const { file, manifest } = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, outDir });
  const files = manifest.files.filter((f) => f.path.startsWith('data/')).length;
  console.log(`[backup] ${manifest.store}, ${manifest.migrations.applied} migrations (${manifest.migrations.last}), ${files} files, in ${Date.now() - t0} ms`);
  console.log(file);
}
main().catch((err) => {
  console.error(err instanceof BackupError ? `[backup] refused: ${err.message}` : err);
  process.exit(1);
});
