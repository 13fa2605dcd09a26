import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { idNoHashes, resealed, unsealOrNull } from '../secrets/keys';
import { realnameVerifications } from './schema';

/** ID numbers sealed again, and their lookup hashes made again, under the current app key (scripts/rekeyAppSecret.ts); how many rows. */
export async function rekeyIdNumbers(deps: Pick<Deps, 'db' | 'secrets' | 'config'>): Promise<number> {
  let n = 0;
  const rows = await deps.db.select({ id: realnameVerifications.id, enc: realnameVerifications.idNoEnc, hash: realnameVerifications.idNoHash }).from(realnameVerifications);
  for (const r of rows) {
    const idNo = unsealOrNull(deps, 'realname-id', r.enc);
    if (idNo === null) continue;
    const enc = resealed(deps, 'realname-id', r.enc) ?? r.enc;
    const hash = idNoHashes(deps, idNo).current;
    if (enc === r.enc && hash === r.hash) continue;
    n += (await deps.db.update(realnameVerifications).set({ idNoEnc: enc, idNoHash: hash }).where(eq(realnameVerifications.id, r.id)).returning({ id: realnameVerifications.id })).length;
  }
  return n;
}
