import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { PROTOCOL_DOCS } from './documents';
import { MORE_PROTOCOL_DOCS } from './documentsMore';
import { protocols } from './schema';

type Doc = (typeof PROTOCOL_DOCS)[number];

export function renderDocument(d: Doc): string {
  const body = d.sections
    .map(([h, ps]) => `<h3>${h}</h3>\n${ps.map((p) => `<p>${p}</p>`).join('\n')}`)
    .join('\n');
  return `<p>${d.intro}</p>\n${body}`;
}

export const ALL_PROTOCOL_DOCS = [...PROTOCOL_DOCS, ...MORE_PROTOCOL_DOCS];

/** Upserts the protocol documents, so a re-seed also brings their text up to date. */
export async function seedProtocols(db: DbLike, now: Date) {
  await db
    .insert(protocols)
    .values(ALL_PROTOCOL_DOCS.map((d) => ({ categoryCode: d.categoryCode, title: d.title, content: renderDocument(d), updatedAt: now })))
    .onConflictDoUpdate({
      target: protocols.categoryCode,
      set: { title: sql`excluded.title`, content: sql`excluded.content`, updatedAt: sql`excluded.updated_at` },
    });
}
