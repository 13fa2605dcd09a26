import { and, eq, sql } from 'drizzle-orm';
import type { CampaignTerms } from '@/lib/contract/order/api';
import type { DbLike } from '../../db/types';
import { campaignProducts, campaignQuota, campaigns } from './schema';

/**
 * What the checkout of a campaign unit shows beside its price (issue 32): the campaign's name, when it ends and the
 * buyer's limit with what they already took. One read; the claim at submit is what holds the limit.
 */
export async function campaignTerms(db: DbLike, userId: string, productId: string): Promise<CampaignTerms | null> {
  const [row] = await db
    .select({ title: campaigns.title, endAt: campaigns.endAt, perUserLimit: campaignProducts.perUserLimit, taken: sql<number>`coalesce(${campaignQuota.taken}, 0)::int` })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .leftJoin(campaignQuota, and(eq(campaignQuota.productId, campaignProducts.id), eq(campaignQuota.userId, userId)))
    .where(and(eq(campaignProducts.id, productId), eq(campaigns.status, 1)));
  return row ? { title: row.title, endAt: row.endAt.toISOString(), perUserLimit: row.perUserLimit, taken: Number(row.taken) } : null;
}
