import type { ActivityProduct, ActivityProductPage, ActivityTypeOptions } from '@/lib/contract/activity/api';

/** What the server rendered: the campaign of the page's type (or of ?specCode=) in the default city, its first page and 爆款. */
export type CampaignStart = { options: ActivityTypeOptions | null; first: ActivityProductPage | null; reco: ActivityProduct[]; specCode: string; error: string };
