import { z } from 'zod';
import { idString, limitField, oneOf, optional, pageField, required } from '../fields';
import { pagedSchema } from '../paging';
import { GoodsCard } from '../goods/api';
import { TOPIC_KINDS } from './enums';

// ——— requests ———

export const TopicListQuery = z.object({
  kind: optional(oneOf(TOPIC_KINDS, '专题类型有误')).meta({ description: 'marketing 营销专题、activity 活动专题、festival 节日会场；不传为全部' }),
  page: pageField(),
  limit: limitField(10, 50),
});
export type TopicListQuery = z.infer<typeof TopicListQuery>;
export type TopicListInput = z.input<typeof TopicListQuery>;

/** A topic by its id (tp_…) or its slug (double-eleven). */
export const TopicDetailQuery = z.object({ id: required(idString('专题编号', 'tp_startup')) });
export type TopicDetailQuery = z.infer<typeof TopicDetailQuery>;

export const BranchVenueQuery = z.object({ id: required(idString('分会场编号', 'tv_startup_reg')) });
export type BranchVenueQuery = z.infer<typeof BranchVenueQuery>;

// ——— answers ———

const State = z.enum(['upcoming', 'ongoing', 'ended']).meta({ description: '服务器时间下的状态：未开始、进行中、已结束' });

/** A topic in a list, and the head of its page. */
export const TopicCard = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(TOPIC_KINDS),
  title: z.string(),
  subtitle: z.string(),
  bannerUrl: z.string(),
  themeColor: z.string().meta({ example: '#e8383d' }),
  startsAt: z.string().nullable().meta({ description: 'ISO 时间；null 为不限' }),
  endsAt: z.string().nullable(),
  state: State,
  href: z.string(),
});
export type TopicCard = z.infer<typeof TopicCard>;
export const TopicPage = pagedSchema(TopicCard);
export type TopicPage = z.infer<typeof TopicPage>;

/** A branch venue as its topic lists it. */
export const VenueCard = z.object({ id: z.string(), name: z.string(), intro: z.string(), bannerUrl: z.string(), href: z.string() });
export type VenueCard = z.infer<typeof VenueCard>;

/** A section of goods chosen from the catalog (only goods on sale in the caller's city are shown). */
export const TopicSection = z.object({ id: z.string(), title: z.string(), goods: z.array(GoodsCard) });
export type TopicSection = z.infer<typeof TopicSection>;

export const TopicDetail = TopicCard.extend({
  rules: z.array(z.string()).meta({ description: '活动规则，每条一段' }),
  venues: z.array(VenueCard),
  sections: z.array(TopicSection),
  serverTime: z.string().meta({ description: '服务器时间（倒计时以此为准）' }),
});
export type TopicDetail = z.infer<typeof TopicDetail>;

export const BranchVenueDetail = z.object({
  id: z.string(),
  name: z.string(),
  intro: z.string(),
  bannerUrl: z.string(),
  topic: TopicCard,
  rules: z.array(z.string()),
  sections: z.array(TopicSection),
  siblings: z.array(VenueCard).meta({ description: '同一专题的其他分会场' }),
  serverTime: z.string(),
});
export type BranchVenueDetail = z.infer<typeof BranchVenueDetail>;
