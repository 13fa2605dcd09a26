import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { resealed } from '../secrets/keys';
import { planners } from './schema';

/** Planners' phones sealed again under the current app key (an APP_SECRET rotation, scripts/rekeyAppSecret.ts); how many. */
export async function rekeyPlannerPhones(deps: Pick<Deps, 'db' | 'secrets' | 'config'>): Promise<number> {
  let n = 0;
  for (const r of await deps.db.select({ id: planners.userId, enc: planners.phoneEnc }).from(planners)) {
    const next = resealed(deps, 'planner-phone', r.enc);
    if (next) n += (await deps.db.update(planners).set({ phoneEnc: next }).where(eq(planners.userId, r.id)).returning({ id: planners.userId })).length;
  }
  return n;
}
