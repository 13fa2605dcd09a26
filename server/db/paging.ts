import { sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contract/paging';

/** The page an API list answers (lib/contract/paging.ts). */
export const pageOf = <T>(records: T[], totalCount: number, current: number, limit: number): Paged<T> => ({
  records,
  totalCount,
  totalPage: Math.ceil(totalCount / limit),
  current,
  limit,
});

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** An ILIKE pattern that matches the user's text literally (its wildcards escaped). */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** count(*)::int */
export const countInt: SQL<number> = sql<number>`count(*)::int`;
