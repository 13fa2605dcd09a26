import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protocols } from './schema';

export type ProtocolRow = { categoryCode: string; title?: string; content?: string };
const FIELDS = ['title', 'content'] as const;

/**
 * A protocol document by category code, as { rows: [...] } (empty when unknown). includeField limits the
 * returned fields ('content,title'); categoryCode is always returned.
 */
export async function findProtocol(db: Db, categoryCode: string, includeField?: string): Promise<{ rows: ProtocolRow[] }> {
  const [doc] = await db.select().from(protocols).where(eq(protocols.categoryCode, categoryCode)).limit(1);
  if (!doc) return { rows: [] };
  const wanted = includeField
    ? FIELDS.filter((f) => includeField.split(',').map((s) => s.trim()).includes(f))
    : FIELDS;
  const row: ProtocolRow = { categoryCode: doc.categoryCode };
  for (const f of wanted) row[f] = doc[f];
  return { rows: [row] };
}
