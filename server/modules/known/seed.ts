import type { VideoKind } from '@/lib/contract/known/enums';
import { AUTHOR_TYPE, KNOWN_STATUS, KNOWN_TYPE } from '@/lib/contract/known/enums';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbLike } from '../../db/types';
import { DEMO_USERS, seedCommunityCustomers } from '../auth/seed';
import { PLANNER_COUNT, plannerId } from '../../seed/catalog/planners';
import { rng } from '../../seed/catalog/prng';
import { recomputeHot } from './hot';
import { MODERATION_REASONS } from './moderation/decide';
import { searchColumns } from './searchIndex';
import { knownCommentLikes, knownComments, knownContents, knownFollows, knownReactions, knownSearchTerms, knownTopics, knownVisits } from './schema';
import { chinaDay } from './detail';
import { seedVisits } from './seedVisits';
import { ARTICLES } from './seedTexts/articles';
import { CUSTOMER_NAMES } from './seedTexts/comments';
import { commentsAbout } from './seedTexts/commentPick';
import { QUESTIONS } from './seedTexts/questions';
import { TOPICS } from './seedTexts/topics';
import { VIDEOS } from './seedTexts/videos';
import { mediaDurationSeconds } from './videoDuration';

// A believable 必懂 community, generated deterministically (ids and texts fixed; dates relative to the seeding time so
// the 日报 and hot lists stay alive): questions with answers, articles and videos by the seeded planners and
// customers, reactions and comments whose counts match their rows, follows, and a week of visits for the demo planner.
// View counts are the visits' (seedVisits.ts).

type Row = PgInsertValue<typeof knownContents>;
type Plain = typeof knownContents.$inferInsert;
const H = 3_600_000;
/** Active planners only (the last four seeded planners are disabled or resigned). */
const ACTIVE_PLANNERS = Array.from({ length: PLANNER_COUNT - 4 }, (_, i) => plannerId(i));
const DEMO_CUSTOMER = DEMO_USERS.find((u) => u.phone === '13800138000')!.id;
const customerId = (i: number) => `u_kc_${String(i + 1).padStart(2, '0')}`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
/** What people have searched for most (热门搜索), with how often; real searches add to these counts. */
const SEARCHED: [string, number][] = [
  ['注册公司', 186], ['代理记账', 142], ['商标注册', 131], ['发票', 120], ['专利转让', 96],
  ['社保', 88], ['营业执照', 75], ['高新认证', 61], ['公司注销', 54], ['核名', 47],
];

const parentOf = new Map(TOPICS.flatMap((t) => t.children.map((c) => [c.id, t.id] as const)));

export async function hasKnown(db: DbLike) {
  const [row] = await db.select({ id: knownTopics.id }).from(knownTopics).limit(1);
  return !!row;
}

function contentRow(r: Omit<Plain, 'searchVector' | 'searchPlain' | 'searchVersion' | 'updatedAt'> & { createdAt: Date }): Plain & { createdAt: Date } {
  return { ...r, updatedAt: r.createdAt };
}

const withSearch = (r: Plain): Row => ({ ...r, ...searchColumns(r.title ?? '', r.contentText ?? '') });

/** Seeds the community once (nothing when its topics exist). */
export async function seedKnown(deps: { db: DbLike; now: () => Date }) {
  const { db } = deps;
  if (await hasKnown(db)) return false;
  const now = deps.now();
  const r = rng('known');
  /** A moment spread over [from, to] (to the minute and second), never one instant for many rows. */
  const between = (from: number, to: number) => new Date(to <= from ? to : from + Math.floor(((to - from) * r.int(1, 1000)) / 1000));
  const customers = CUSTOMER_NAMES.map((nickName, i) => ({ id: customerId(i), nickName, createdAt: new Date(now.getTime() - (40 + i * 9) * 24 * H) }));
  const people = [...customers.map((c) => c.id), DEMO_CUSTOMER, ...ACTIVE_PLANNERS];
  const topics = TOPICS.flatMap((t, i) => [
    { id: t.id, parentId: null, name: t.name, sort: i },
    ...t.children.map((c, j) => ({ id: c.id, parentId: t.id, name: c.name, sort: j })),
  ]);
  const rows: ReturnType<typeof contentRow>[] = [];
  QUESTIONS.forEach((q, i) => {
    const qid = `kq_s${String(i + 1).padStart(4, '0')}`;
    const asker = r.chance(0.7) ? r.pick(customers).id : r.pick(ACTIVE_PLANNERS);
    // The first questions are the newest: a few hours to 60 days old.
    const at = new Date(now.getTime() - (i < 30 ? r.int(1, 72) : r.int(72, 60 * 24)) * H);
    const answerers = r.sample(ACTIVE_PLANNERS.filter((p) => p !== asker), q.answers.length);
    rows.push(
      contentRow({
        id: qid, type: KNOWN_TYPE.QUESTION, title: q.title, content: q.body ? html([q.body]) : '', contentText: q.body,
        topicIds: q.topics, boardId: parentOf.get(q.topics[0]) ?? null, authorId: asker,
        authorType: ACTIVE_PLANNERS.includes(asker) ? AUTHOR_TYPE.PLANNER : AUTHOR_TYPE.USER,
        answerCount: q.answers.length, browseCount: r.int(20, 3000), createdAt: at,
      }),
    );
    q.answers.forEach((a, j) => {
      const paragraphs = a.split('\n').filter(Boolean);
      rows.push(
        contentRow({
          id: `kr_s${String(i + 1).padStart(4, '0')}_${j + 1}`, type: KNOWN_TYPE.ANSWER, title: q.title, content: html(paragraphs),
          contentText: paragraphs.join(' '), topicIds: q.topics, boardId: parentOf.get(q.topics[0]) ?? null, sourceId: qid, answerOf: qid,
          authorId: answerers[j], authorType: AUTHOR_TYPE.PLANNER, browseCount: r.int(10, 1500),
          // Between the question and now (a young question's answers are not all from the last minute).
          createdAt: between(at.getTime(), Math.min(now.getTime() - 60_000, at.getTime() + 96 * H)),
        }),
      );
    });
  });
  ARTICLES.forEach((a, i) => {
    rows.push(
      contentRow({
        id: `ka_s${String(i + 1).padStart(3, '0')}`, type: KNOWN_TYPE.ARTICLE, title: a.title, content: html(a.paragraphs),
        contentText: a.paragraphs.join(' '), topicIds: a.topics, boardId: parentOf.get(a.topics[0]) ?? null,
        authorId: i === 0 ? ACTIVE_PLANNERS[0] : r.pick(ACTIVE_PLANNERS), authorType: AUTHOR_TYPE.PLANNER,
        browseCount: r.int(100, 8000), createdAt: new Date(now.getTime() - r.int(2, 45 * 24) * H),
      }),
    );
  });
  // The duration each card shows, read from the video's own file (what the player will report).
  const durations = await Promise.all(VIDEOS.map((v) => mediaDurationSeconds(v.file)));
  VIDEOS.forEach((v, i) => {
    rows.push(
      contentRow({
        id: `kv_s${String(i + 1).padStart(2, '0')}`, type: KNOWN_TYPE.VIDEO, videoKind: v.kind as VideoKind, title: v.title, contentText: v.desc,
        topicIds: v.topics, boardId: parentOf.get(v.topics[0]) ?? null, authorId: ACTIVE_PLANNERS[i % 3], authorType: AUTHOR_TYPE.PLANNER,
        videoUrl: v.file, posterUrl: v.poster, durationSeconds: durations[i], browseCount: r.int(200, 20000),
        createdAt: new Date(now.getTime() - r.int(5, 20 * 24) * H),
      }),
    );
  });
  // Two contents of the demo customer in the creator centre's other states.
  rows.push(
    contentRow({
      id: 'kq_demo_pending', type: KNOWN_TYPE.QUESTION, title: '公司注册地址可以用住宅吗？', contentText: '想在自己家注册一家贸易公司，小区物业说不行，有没有别的办法？懂行的加我微信 zhuce2026 细聊',
      content: html(['想在自己家注册一家贸易公司，小区物业说不行，有没有别的办法？懂行的加我微信 zhuce2026 细聊']), topicIds: [TOPICS[0].children[0].id], boardId: TOPICS[0].id,
      authorId: DEMO_CUSTOMER, status: KNOWN_STATUS.PENDING, reviewReason: MODERATION_REASONS.contact, createdAt: new Date(now.getTime() - 5 * H),
    }),
    contentRow({
      id: 'kq_demo_rejected', type: KNOWN_TYPE.QUESTION, title: '哪里可以快速拿到营业执照？', contentText: '急用，三天内能办下来吗？',
      content: html(['急用，三天内能办下来吗？']), topicIds: [TOPICS[0].children[0].id], boardId: TOPICS[0].id,
      authorId: DEMO_CUSTOMER, status: KNOWN_STATUS.REJECTED, reviewReason: '标题与内容重复度高，请补充问题细节后重新提交', createdAt: new Date(now.getTime() - 30 * H),
    }),
  );
  const published = rows.filter((x) => (x.status ?? KNOWN_STATUS.PUBLISHED) === KNOWN_STATUS.PUBLISHED);
  const reactions: (typeof knownReactions.$inferInsert)[] = [];
  const comments: (typeof knownComments.$inferInsert)[] = [];
  const commentLikes: (typeof knownCommentLikes.$inferInsert)[] = [];
  for (const c of published) {
    const created = (c.createdAt as Date).getTime();
    const when = () => between(created, Math.min(now.getTime() - 1000, created + 24 * 7 * H));
    const about = commentsAbout(String(c.title ?? ''), String(c.contentText ?? ''));
    const fans = r.sample(people.filter((p) => p !== c.authorId), r.int(0, c.type === KNOWN_TYPE.QUESTION ? 6 : 14));
    fans.forEach((u) => reactions.push({ userId: u, contentId: c.id!, kind: 'applaud', createdAt: when() }));
    const collectors = r.sample(people.filter((p) => p !== c.authorId), r.int(0, 5));
    collectors.forEach((u) => reactions.push({ userId: u, contentId: c.id!, kind: 'collect', createdAt: when() }));
    c.applaudCount = fans.length;
    c.collectCount = collectors.length;
    const n = c.type === KNOWN_TYPE.QUESTION ? r.int(0, 2) : r.int(0, 4);
    for (let k = 0; k < n; k++) {
      const id = `kcm_${c.id}_${k + 1}`;
      const likers = r.sample(people, r.int(0, 3));
      comments.push({ id, contentId: c.id!, authorId: r.pick(people), authorType: AUTHOR_TYPE.USER, body: r.pick(about), applaudCount: likers.length, createdAt: when() });
      likers.forEach((u) => commentLikes.push({ userId: u, commentId: id, createdAt: when() }));
    }
    c.remarkCount = n;
  }
  for (const cm of comments) if (ACTIVE_PLANNERS.includes(cm.authorId)) cm.authorType = AUTHOR_TYPE.PLANNER;
  const follows = new Map<string, typeof knownFollows.$inferInsert>();
  for (const u of [...customers.map((c) => c.id), DEMO_CUSTOMER]) {
    for (const p of r.sample(ACTIVE_PLANNERS.slice(1), r.int(1, 5))) {
      follows.set(`${u}>${p}`, { followerId: u, followeeId: p, followeeType: AUTHOR_TYPE.PLANNER, createdAt: new Date(now.getTime() - r.int(1, 90 * 24) * H) });
    }
  }
  // The demo planner has fans that arrived over the last weeks (the creator centre's chart).
  for (const u of customers.slice(0, 24)) {
    follows.set(`${u.id}>${ACTIVE_PLANNERS[0]}`, { followerId: u.id, followeeId: ACTIVE_PLANNERS[0], followeeType: AUTHOR_TYPE.PLANNER, createdAt: new Date(now.getTime() - r.int(1, 28 * 24) * H) });
  }
  const demoContents = rows.filter((x) => x.authorId === ACTIVE_PLANNERS[0] && published.includes(x));
  const visits: (typeof knownVisits.$inferInsert)[] = [];
  for (let d = 0; d < 30; d++) {
    const day = chinaDay(new Date(now.getTime() - d * 24 * H));
    for (const c of demoContents) for (const u of r.sample(people, r.int(0, 4))) visits.push({ contentId: c.id!, viewerKey: u, day, authorId: ACTIVE_PLANNERS[0], createdAt: now });
  }
  seedVisits(rows, published, visits, now);
  await seedCommunityCustomers(db, customers);
  await db.transaction(async (tx) => {
    await tx.insert(knownTopics).values(topics);
    await tx.insert(knownSearchTerms).values(SEARCHED.map(([keyword, count], i) => ({ keyword, count, lastAt: new Date(now.getTime() - i * H) })));
    for (let i = 0; i < rows.length; i += 200) await tx.insert(knownContents).values(rows.slice(i, i + 200).map(withSearch));
    for (let i = 0; i < reactions.length; i += 1000) await tx.insert(knownReactions).values(reactions.slice(i, i + 1000)).onConflictDoNothing();
    for (let i = 0; i < comments.length; i += 500) await tx.insert(knownComments).values(comments.slice(i, i + 500));
    for (let i = 0; i < commentLikes.length; i += 1000) await tx.insert(knownCommentLikes).values(commentLikes.slice(i, i + 1000)).onConflictDoNothing();
    await tx.insert(knownFollows).values([...follows.values()]).onConflictDoNothing();
    for (let i = 0; i < visits.length; i += 1000) await tx.insert(knownVisits).values(visits.slice(i, i + 1000)).onConflictDoNothing();
    await recomputeHot(tx, now);
  });
  return true;
}
