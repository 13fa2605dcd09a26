import { eq, ne } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { resealed } from '../secrets/keys';
import { invoiceHeaders } from './schema';

/** Invoice headers' phones sealed again under the current app key (scripts/rekeyAppSecret.ts); how many. */
export async function rekeyInvoiceHeaderPhones(deps: Pick<Deps, 'db' | 'secrets' | 'config'>): Promise<number> {
  let n = 0;
  for (const r of await deps.db.select({ id: invoiceHeaders.id, enc: invoiceHeaders.phoneEnc }).from(invoiceHeaders).where(ne(invoiceHeaders.phoneEnc, ''))) {
    const next = resealed(deps, 'invoice-header-phone', r.enc);
    if (next) n += (await deps.db.update(invoiceHeaders).set({ phoneEnc: next }).where(eq(invoiceHeaders.id, r.id)).returning({ id: invoiceHeaders.id })).length;
  }
  return n;
}
