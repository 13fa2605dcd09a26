// `npm run seed`: (re)applies the deterministic seed to the embedded database or DATABASE_URL.
import path from 'node:path';
import { openDb } from '../server/db/client';
import { openCache } from '../server/cache';
import { loadConfig } from '../server/config';
import { createAdapters } from '../server/adapters';
import { loadServerSecrets } from '../server/modules/secrets';
import { seed } from '../server/seed';

async function main() {
  const config = loadConfig();
  const h = await openDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  const cache = await openCache(config.redisUrl);
  const secrets = await loadServerSecrets(h.db, config.signSecret);
  await seed({ db: h.db, cache, config, adapters: createAdapters({ db: h.db, config, secrets }), secrets, now: () => new Date() });
  await cache.close();
  await h.close();
  console.log('[seed] done');
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
