import { z } from 'zod';

// ——— answers ———

/** What search engines should index: goods and listings on sale, active planners, cases on the shelf. */
export const SitemapEntries = z.object({
  goods: z.array(z.object({ id: z.string(), productType: z.string(), classCodeLevel: z.string() })),
  trade: z.array(z.object({ id: z.string(), classCode: z.string() })),
  planners: z.array(z.object({ mchUserId: z.string() })),
  cases: z.array(z.object({ id: z.string() })),
  /** 必懂 questions, articles, answers and videos (type 1 / 2 / 3 / 5). */
  known: z.array(z.object({ id: z.string(), type: z.number().int() })),
  /** 发现 news. */
  news: z.array(z.object({ id: z.string() })),
});
export type SitemapEntries = z.infer<typeof SitemapEntries>;
