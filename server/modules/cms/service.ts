import { eq } from 'drizzle-orm';
import type { Protocol, ProtocolRows } from '@/lib/contract/cms/api';
import type { Db } from '../../db/client';
import { protocols } from './schema';

const FIELDS = ['title', 'content'] as const;

/**
 * A protocol document by category code, as { rows: [...] } (empty when unknown). includeField limits the
 * returned fields ('content,title'); categoryCode is always returned.
 */
export async function findProtocol(db: Db, categoryCode: string, includeField?: string): Promise<ProtocolRows> {
  const [doc] = await db.select().from(protocols).where(eq(protocols.categoryCode, categoryCode)).limit(1);
  if (!doc) return { rows: [] };
  const wanted = includeField
    ? FIELDS.filter((f) => includeField.split(',').map((s) => s.trim()).includes(f))
    : FIELDS;
  const row: Protocol = { categoryCode: doc.categoryCode };
  for (const f of wanted) row[f] = doc[f];
  return { rows: [row] };
}
