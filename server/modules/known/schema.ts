import { doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { VideoChapter } from '@/lib/contract/known/api';
import { tsvector } from './search/tsvector';

// 必懂 community. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The two-level topic tree: level-1 topics are also the boards of the 必懂 tab. */
export const knownTopics = pgTable(
  'known_topics',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('known_topics_parent_idx').on(t.parentId, t.sort)],
);

/**
 * Questions (1), articles (2), answers (3) and videos (5). `content` is HTML sanitised on the server before it is
 * stored; `content_text` its plain text. Counters change only in the transaction that writes the row they count.
 */
export const knownContents = pgTable(
  'known_contents',
  {
    id: text('id').primaryKey(),
    type: smallint('type').notNull(),
    videoKind: smallint('video_kind'),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    contentText: text('content_text').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    topicIds: text('topic_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The level-1 topic (board) of the topics. */
    boardId: text('board_id'),
    /** An answer's question. */
    sourceId: text('source_id'),
    /**
     * A live answer's question (null for everything else, and once the answer is deleted): with the author, unique,
     * so a person has at most one answer to a question however many submits race (publishing.ts).
     */
    answerOf: text('answer_of'),
    authorId: text('author_id').notNull(),
    authorType: smallint('author_type').notNull().default(1),
    status: smallint('status').notNull().default(1),
    reviewReason: text('review_reason'),
    /** Same author, type, question and text: a second submit is refused by the unique index. */
    dedupeKey: text('dedupe_key'),
    videoUrl: text('video_url'),
    posterUrl: text('poster_url'),
    durationSeconds: integer('duration_seconds'),
    chapters: jsonb('chapters').$type<VideoChapter[]>(),
    applaudCount: integer('applaud_count').notNull().default(0),
    disapplaudCount: integer('disapplaud_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    remarkCount: integer('remark_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    browseCount: integer('browse_count').notNull().default(0),
    hotScore: doublePrecision('hot_score').notNull().default(0),
    /** Title and text, segmented in the app (search/segment.ts): Han words, single characters and bigrams. */
    searchVector: tsvector('search_vector'),
    /** Title and text normalised, for the LIKE fallback of keywords without a word (search/query.ts). */
    searchPlain: text('search_plain').notNull().default(''),
    /** The search/query.ts INDEX_VERSION the two columns above were made with; older rows are rebuilt (searchIndex.ts). */
    searchVersion: smallint('search_version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('known_contents_feed_idx').on(t.type, t.status, t.createdAt),
    index('known_contents_board_idx').on(t.boardId, t.status, t.createdAt),
    index('known_contents_source_idx').on(t.sourceId, t.status),
    index('known_contents_author_idx').on(t.authorId, t.createdAt),
    index('known_contents_hot_idx').on(t.status, t.hotScore),
    index('known_contents_search_idx').using('gin', t.searchVector),
    uniqueIndex('known_contents_dedupe_uq').on(t.dedupeKey),
    uniqueIndex('known_contents_one_answer_uq').on(t.answerOf, t.authorId),
  ],
);

/** applaud | disapplaud | collect of a user on a content; the primary key makes every toggle idempotent. */
export const knownReactions = pgTable(
  'known_reactions',
  {
    userId: text('user_id').notNull(),
    contentId: text('content_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId, t.kind] }), index('known_reactions_content_idx').on(t.contentId, t.kind, t.createdAt)],
);

/**
 * Comments on a content and their replies (楼中楼): a reply is a row with `root_id`, the top-level comment it sits
 * under; `reply_to_*` name the reply it answers (「A 回复 B」), null when it answers the comment itself.
 */
export const knownComments = pgTable(
  'known_comments',
  {
    id: text('id').primaryKey(),
    contentId: text('content_id').notNull(),
    authorId: text('author_id').notNull(),
    authorType: smallint('author_type').notNull().default(1),
    body: text('body').notNull(),
    applaudCount: integer('applaud_count').notNull().default(0),
    rootId: text('root_id'),
    replyToId: text('reply_to_id'),
    replyToUserId: text('reply_to_user_id'),
    /** A top-level comment's live replies, changed in the transaction of each reply's insert or delete. */
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('known_comments_content_idx').on(t.contentId, t.createdAt), index('known_comments_root_idx').on(t.rootId, t.createdAt)],
);

export const knownCommentLikes = pgTable(
  'known_comment_likes',
  {
    userId: text('user_id').notNull(),
    commentId: text('comment_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] })],
);

export const knownFollows = pgTable(
  'known_follows',
  {
    followerId: text('follower_id').notNull(),
    followeeId: text('followee_id').notNull(),
    followeeType: smallint('followee_type').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('known_follows_followee_idx').on(t.followeeId, t.createdAt)],
);

export const knownInvitations = pgTable(
  'known_invitations',
  {
    questionId: text('question_id').notNull(),
    inviteeId: text('invitee_id').notNull(),
    inviterId: text('inviter_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.inviteeId] }), index('known_invitations_invitee_idx').on(t.inviteeId, t.createdAt)],
);

/** One draft per user and target; `seq` grows with each save so a stale tab cannot overwrite a newer one. */
export const knownDrafts = pgTable(
  'known_drafts',
  {
    userId: text('user_id').notNull(),
    target: text('target').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    topicIds: text('topic_ids').array().notNull().default(sql`'{}'::text[]`),
    seq: integer('seq').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target] })],
);

/** One row per content, viewer and day: a view counts once a day per viewer (user id or visitor key). */
export const knownVisits = pgTable(
  'known_visits',
  {
    contentId: text('content_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
    day: text('day').notNull(),
    authorId: text('author_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.viewerKey, t.day] }), index('known_visits_author_idx').on(t.authorId, t.day)],
);

/** Posting quota per user and day: one atomic upsert enforces both the interval and the daily cap. */
export const knownPostQuota = pgTable(
  'known_post_quota',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
    lastAt: ts('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);

/** A user's search history (newest first) and every keyword's search count for 热门搜索. */
export const knownSearchHistory = pgTable(
  'known_search_history',
  {
    userId: text('user_id').notNull(),
    keyword: text('keyword').notNull(),
    searchedAt: ts('searched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] }), index('known_search_history_user_idx').on(t.userId, t.searchedAt)],
);

export const knownSearchTerms = pgTable(
  'known_search_terms',
  {
    keyword: text('keyword').primaryKey(),
    count: integer('count').notNull().default(0),
    lastAt: ts('last_at').notNull().defaultNow(),
  },
  (t) => [index('known_search_terms_count_idx').on(t.count)],
);
