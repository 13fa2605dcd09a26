/** 关于我们 (inventory my.md §11): the documents it lists; each is read with find_protocol (service.ts). */
import { asc, eq } from 'drizzle-orm';
import type { AboutEntries } from '@/lib/contract/cms/api';
import type { DbLike } from '../../db/types';
import { aboutEntries, protocols } from './schema';

/** about_entries in order, titled by their documents (an entry whose document is missing is left out). */
export async function aboutList(db: DbLike): Promise<AboutEntries> {
  const entries = await db
    .select({ code: aboutEntries.code, title: protocols.title, group: aboutEntries.groupName })
    .from(aboutEntries)
    .innerJoin(protocols, eq(protocols.categoryCode, aboutEntries.code))
    .orderBy(asc(aboutEntries.sort), asc(aboutEntries.code));
  return { entries };
}
