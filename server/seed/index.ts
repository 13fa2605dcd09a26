import type { Deps } from '../http/types';
import { seedAuth, hasUsers } from '../modules/auth/seed';
import { hasCatalog, seedCatalog } from './catalog';
import { seedOrders } from '../modules/order/seed';
import { seedAfterPurchase } from '../modules/aftersale/seed';
import { seedArticles } from '../modules/article/seed';
import { seedKnown } from '../modules/known/seed';
import { seedCms } from '../modules/cms/seed';
import { seedTopics } from '../modules/topic/seed';
import { seedDocLib } from '../modules/doclib/seed';
import { seedCampaigns } from '../modules/activity/seed';
import { seedInterviews } from '../modules/interview/seed';
import { log } from '../log';

/**
 * Deterministic seed: the same rows every time, safe to run twice. Module seeders run in order.
 * `catalog: false` skips the marketplace (tests that never read it start faster).
 */
export async function seed(deps: Deps, opts: { catalog?: boolean } = {}) {
  await seedAuth(deps);
  if (opts.catalog !== false) {
    await seedCatalog(deps);
    // Topic venues choose their goods from the catalog.
    await seedTopics(deps);
  }
  await seedArticles(deps.db);
  await seedOrders(deps);
  await seedAfterPurchase(deps);
  await seedInterviews(deps);
  await seedKnown(deps);
  await seedCms(deps);
  await seedDocLib(deps.db, deps.now());
  // 专题活动 over the catalog's goods, relative to now (a type with nothing live left gets a new round on start).
  if (opts.catalog !== false) await seedCampaigns(deps);
}

export async function seedIfEmpty(deps: Deps) {
  if (await hasUsers(deps.db)) {
    // Buying data (pay plans, coupons, demo wallets) is idempotent and reaches databases seeded before it existed.
    if (await hasCatalog(deps.db)) await seedOrders(deps);
    // Contract templates and the enterprise directory (idempotent).
    await seedAfterPurchase(deps);
    // 资讯 (idempotent: only missing articles are added).
    await seedArticles(deps.db);
    // 必懂 community (once: nothing when its topics exist).
    await seedKnown(deps);
    // Help centre, about pages and documents (idempotent: brings seeded text up to date).
    await seedCms(deps);
    // The document library (once: existing documents are kept).
    await seedDocLib(deps.db, deps.now());
    // A database seeded before the catalog existed still gets the catalog once.
    if (await hasCatalog(deps.db)) {
      // Topic venues (once: existing topics are kept).
      await seedTopics(deps);
      // 专题活动: a new round for what has nothing live left (idempotent per hour).
      await seedCampaigns(deps);
      return false;
    }
    log.info({ where: 'seed' }, 'no catalog yet: seeding the catalog');
    await seedCatalog(deps);
    await seedTopics(deps);
    await seedCampaigns(deps);
    return true;
  }
  log.info({ where: 'seed' }, 'empty database: seeding demo data');
  await seed(deps);
  return true;
}
