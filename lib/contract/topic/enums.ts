/** Topic venues (专题会场): plain constants shared by the server and the pages. */

/** Which page family shows a topic: 营销专题 /activity/marketingTopics, 活动专题 /activity/activityTopics, 节日会场 (its own route). */
export const TOPIC_KIND = { MARKETING: 'marketing', ACTIVITY: 'activity', FESTIVAL: 'festival' } as const;
export type TopicKind = (typeof TOPIC_KIND)[keyof typeof TOPIC_KIND];
export const TOPIC_KINDS = [TOPIC_KIND.MARKETING, TOPIC_KIND.ACTIVITY, TOPIC_KIND.FESTIVAL] as const;

/** The server decides where a topic stands against its own clock. */
export const TOPIC_STATE = { UPCOMING: 'upcoming', ONGOING: 'ongoing', ENDED: 'ended' } as const;
export type TopicState = (typeof TOPIC_STATE)[keyof typeof TOPIC_STATE];

export const TOPIC_STATE_TEXT: Record<TopicState, string> = {
  upcoming: '活动尚未开始，开始后即可参与',
  ongoing: '活动进行中',
  ended: '活动已结束',
};

/** The slug of the 双十一 venue (/activity/doubleEleven). */
export const DOUBLE_ELEVEN_SLUG = 'double-eleven';

/** The page of a topic and of one of its branch venues. */
export function topicHref(t: { id: string; kind: TopicKind; slug: string }): string {
  if (t.slug === DOUBLE_ELEVEN_SLUG) return '/activity/doubleEleven';
  const page = t.kind === TOPIC_KIND.ACTIVITY ? '/activity/activityTopics' : '/activity/marketingTopics';
  return `${page}?id=${encodeURIComponent(t.id)}`;
}
export const venueHref = (id: string) => `/activity/marketingTopics/branchVenue?id=${encodeURIComponent(id)}`;
