import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Topic venues (专题会场): a topic is a banner, sections of goods chosen from the catalog and its rules; a branch
// venue (分会场) is a page of its own under one topic. Tables of this module only.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** kind: marketing | activity | festival. slug: a second address (double-eleven) besides the id. */
export const topics = pgTable(
  'topics',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    bannerUrl: text('banner_url').notNull(),
    themeColor: text('theme_color').notNull().default('#4974f5'),
    /** The rules, one paragraph per element. */
    rules: text('rules').array().notNull().default([]),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('topics_kind_idx').on(t.kind, t.sort)],
);

export const topicVenues = pgTable(
  'topic_venues',
  {
    id: text('id').primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    bannerUrl: text('banner_url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('topic_venues_topic_idx').on(t.topicId, t.sort)],
);

/** A section of goods on a topic's page (venueId null) or on one branch venue's page; goodsIds in display order. */
export const topicSections = pgTable(
  'topic_sections',
  {
    id: text('id').primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id),
    venueId: text('venue_id').references(() => topicVenues.id),
    title: text('title').notNull(),
    goodsIds: text('goods_ids').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('topic_sections_topic_idx').on(t.topicId, t.sort)],
);
