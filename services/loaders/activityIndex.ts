/** First screens of the campaign index (/activity/new) and the campaign calendar (/activity/calendar). */
import { errorText, type PageLoadContext } from '@/lib/pageLoader';
import { LIST_WHEN } from '@/lib/contract/activity/enums';
import { activityList, type ActivityListPage } from '@/services/activity';

/** Every live and coming campaign of every type, in all cities (live first, then coming by start). */
export const CAMPAIGN_INDEX_QUERY = { when: LIST_WHEN.LIVE_AND_COMING, page: 1, limit: 100 } as const;

export type CampaignIndexData = { list: ActivityListPage | null; error: string };

export async function loadCampaignIndex({ client }: PageLoadContext): Promise<CampaignIndexData> {
  try {
    return { list: await activityList(CAMPAIGN_INDEX_QUERY, client), error: '' };
  } catch (e) {
    return { list: null, error: errorText(e, '请求数据失败，请稍后再试') };
  }
}
