/** Topic venue calls (专题, 分会场, 双十一): spec §7 "thematic activity list". */
import { http, type Http } from '@/lib/http';
import type { BranchVenueDetail, TopicDetail, TopicListInput, TopicPage } from '@/lib/contract/topic/api';

export type { BranchVenueDetail, TopicCard, TopicDetail, TopicPage, TopicSection, VenueCard } from '@/lib/contract/topic/api';

/** GET /activity/v1/topic_list: topics not yet ended, optionally of one kind. */
export const topicList = (input: TopicListInput = {}, client: Http = http) => client.get<TopicPage>('/activity/v1/topic_list', input);

/** GET /activity/v1/topic_detail: a topic by id or slug (404 when unknown or offline). */
export const topicDetail = (id: string, client: Http = http) => client.get<TopicDetail>('/activity/v1/topic_detail', { id });

/** GET /activity/v1/branch_venue: one branch venue of a topic. */
export const branchVenue = (id: string, client: Http = http) => client.get<BranchVenueDetail>('/activity/v1/branch_venue', { id });
