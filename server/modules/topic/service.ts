import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { BranchVenueDetail, TopicCard, TopicDetail, TopicListQuery, TopicPage, TopicSection, VenueCard } from '@/lib/contract/topic/api';
import { TOPIC_STATE, topicHref, venueHref, type TopicKind, type TopicState } from '@/lib/contract/topic/enums';
import { GOODS_STATUS } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { notFound } from '../../http/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { goodsByIds, toGoodsCard } from '../goods/query';
import { topicSections, topicVenues, topics } from './schema';

export const TOPIC_NOT_FOUND = '专题不存在或已下线';
export const VENUE_NOT_FOUND = '分会场不存在或已下线';

type TopicRow = typeof topics.$inferSelect;
type VenueRow = typeof topicVenues.$inferSelect;
export type TopicScope = { areaCode: string; now: Date };

/** Where a topic stands at `now`: before its start, between, or past its end (no bound = open). */
export function topicState(startsAt: Date | null, endsAt: Date | null, now: Date): TopicState {
  if (startsAt && now < startsAt) return TOPIC_STATE.UPCOMING;
  if (endsAt && now >= endsAt) return TOPIC_STATE.ENDED;
  return TOPIC_STATE.ONGOING;
}

function toCard(r: TopicRow, now: Date): TopicCard {
  const kind = r.kind as TopicKind;
  return {
    id: r.id,
    slug: r.slug,
    kind,
    title: r.title,
    subtitle: r.subtitle,
    bannerUrl: r.bannerUrl,
    themeColor: r.themeColor,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    state: topicState(r.startsAt, r.endsAt, now),
    href: topicHref({ id: r.id, kind, slug: r.slug }),
  };
}

const toVenueCard = (v: VenueRow): VenueCard => ({ id: v.id, name: v.name, intro: v.intro, bannerUrl: v.bannerUrl, href: venueHref(v.id) });

/** Topics not yet ended, by sort; `kind` narrows them to one page family. */
export async function topicList(db: DbLike, q: TopicListQuery, now: Date): Promise<TopicPage> {
  const where = and(
    eq(topics.enabled, true),
    q.kind ? eq(topics.kind, q.kind) : undefined,
    sql`(${topics.endsAt} is null or ${topics.endsAt} > ${now})`,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(topics).where(where).orderBy(asc(topics.sort), asc(topics.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(topics).where(where),
  ]);
  return pageOf(rows.map((r) => toCard(r, now)), n, q.page, q.limit);
}

/** The sections of a topic page (venueId null) or of a venue, each with its goods on sale in the city, in order. */
async function sectionsOf(db: DbLike, topicId: string, venueId: string | null, areaCode: string): Promise<TopicSection[]> {
  const rows = await db
    .select()
    .from(topicSections)
    .where(and(eq(topicSections.topicId, topicId), venueId ? eq(topicSections.venueId, venueId) : sql`${topicSections.venueId} is null`))
    .orderBy(asc(topicSections.sort), asc(topicSections.id));
  const ids = [...new Set(rows.flatMap((r) => r.goodsIds))];
  const goods = await goodsByIds(db, ids);
  const shown = new Map(
    goods
      .filter((g) => g.status === GOODS_STATUS.PUT_AWAY && (g.nationwide || g.areaCodes.includes(areaCode)))
      .map((g) => [g.id, toGoodsCard(g)]),
  );
  return rows
    .map((r) => ({ id: r.id, title: r.title, goods: r.goodsIds.flatMap((id) => shown.get(id) ?? []) }))
    .filter((s) => s.goods.length > 0);
}

async function findTopic(db: DbLike, idOrSlug: string): Promise<TopicRow> {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.enabled, true), or(eq(topics.id, idOrSlug), eq(topics.slug, idOrSlug))))
    .limit(1);
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  return row;
}

const venuesOf = (db: DbLike, topicId: string) =>
  db
    .select()
    .from(topicVenues)
    .where(and(eq(topicVenues.topicId, topicId), eq(topicVenues.enabled, true)))
    .orderBy(asc(topicVenues.sort), asc(topicVenues.id));

/** A topic's page: head, rules, branch venues and its own sections. Unknown or offline → 404. */
export async function topicDetail(db: DbLike, idOrSlug: string, scope: TopicScope): Promise<TopicDetail> {
  const row = await findTopic(db, idOrSlug);
  const [venues, sections] = await Promise.all([venuesOf(db, row.id), sectionsOf(db, row.id, null, scope.areaCode)]);
  return { ...toCard(row, scope.now), rules: row.rules, venues: venues.map(toVenueCard), sections, serverTime: scope.now.toISOString() };
}

/** One branch venue: its sections, its topic's head and rules, and the topic's other venues. Unknown → 404. */
export async function branchVenue(db: DbLike, id: string, scope: TopicScope): Promise<BranchVenueDetail> {
  const [venue] = await db
    .select()
    .from(topicVenues)
    .where(and(eq(topicVenues.id, id), eq(topicVenues.enabled, true)))
    .limit(1);
  if (!venue) throw notFound(VENUE_NOT_FOUND);
  const [topic] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.id, venue.topicId), eq(topics.enabled, true)))
    .limit(1);
  if (!topic) throw notFound(VENUE_NOT_FOUND);
  const [venues, sections] = await Promise.all([venuesOf(db, topic.id), sectionsOf(db, topic.id, venue.id, scope.areaCode)]);
  return {
    id: venue.id,
    name: venue.name,
    intro: venue.intro,
    bannerUrl: venue.bannerUrl,
    topic: toCard(topic, scope.now),
    rules: topic.rules,
    sections,
    siblings: venues.filter((v) => v.id !== venue.id).map(toVenueCard),
    serverTime: scope.now.toISOString(),
  };
}
