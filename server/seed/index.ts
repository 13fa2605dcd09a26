import type { Deps } from '../http/types';
import { seedAuth, hasUsers } from '../modules/auth/seed';

/** Deterministic seed: the same rows every time, safe to run twice. Module seeders run in order. */
export async function seed(deps: Deps) {
  await seedAuth(deps);
}

export async function seedIfEmpty(deps: Deps) {
  if (await hasUsers(deps.db)) return false;
  console.log('[seed] empty database: seeding demo data');
  await seed(deps);
  return true;
}
