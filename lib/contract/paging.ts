import { z } from 'zod';

/**
 * The one page shape of the API's paged lists, shared by the server (which sends it) and the client (which reads it).
 * lib/contract/ is the contract between client and server: it imports nothing else of the app (docs/adr/0007).
 */
export type Paged<T> = { records: T[]; totalCount: number; totalPage: number; current: number; limit: number };

/** The response schema of a paged list of `item`. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    records: z.array(item),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
    current: z.number().int().meta({ description: '当前页（从 1 开始）' }),
    limit: z.number().int(),
  });
