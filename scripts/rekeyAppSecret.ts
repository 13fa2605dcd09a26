// `npm run secrets:rekey`: the second step of an APP_SECRET rotation (docs/OPERATIONS.md, "Rotating APP_SECRET").
// Run with the app's environment, the new key as APP_SECRET and the old one as APP_SECRET_PREVIOUS: every sealed
// phone, ID number and bank card, and their lookup hashes, are written again under the new key. On PostgreSQL it may
// run while the app serves; the embedded database (PGlite) is one process's, so stop the app first.
import path from 'node:path';
import { openDb } from '../server/db/client';
import { loadConfig } from '../server/config';
import { loadServerSecrets } from '../server/modules/secrets';
import { rekeyAppSecret } from '../server/rekey';

async function main() {
  if (!process.env.APP_SECRET?.trim() || !process.env.APP_SECRET_PREVIOUS?.trim()) {
    throw new Error('Set APP_SECRET to the new key and APP_SECRET_PREVIOUS to the old one (docs/OPERATIONS.md, "Rotating APP_SECRET").');
  }
  const config = loadConfig();
  const h = await openDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const secrets = await loadServerSecrets(h.db, config.signSecret);
    const started = Date.now();
    const counts = await rekeyAppSecret({ db: h.db, secrets, config });
    console.log(`[rekey] rows written again under the new APP_SECRET in ${Date.now() - started} ms:`, JSON.stringify(counts));
  } finally {
    await h.close();
  }
}
main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
