/**
 * Pure rules of the 必懂 video pages (inventory known.md §15c–§15h, the in-site /known/detail/video): which videos
 * 猜你喜欢 offers, a course's chapters, the lines under a title. No React, no browser: unit-tested in node.
 */
import { KNOWN_TYPE, VIDEO_KIND } from '@/lib/contract/known/enums';
import { chinaDate } from '@/lib/chinaTime';
import { formatViews } from '@/lib/video/format';
import { scriptSafeJson } from '@/lib/found/foundSeo';

type Topic = { id: string; name: string };
type TreeNode = Topic & { children: Topic[] };

/** The board (level-1 topic) of a content: the parent of its first level-2 topic, or the topic itself. */
export function boardOf(tree: readonly TreeNode[], topics: readonly Topic[]): string | null {
  for (const t of topics) {
    for (const root of tree) {
      if (root.id === t.id || root.children.some((c) => c.id === t.id)) return root.id;
    }
  }
  return null;
}

type VideoCardLike = { id: string; type: number; videoKind: number | null };

/** How many videos 猜你喜欢 shows (inventory §15c/§15d/§15f: up to 4). */
export const RELATED_VIDEOS = 4;

/**
 * 猜你喜欢: videos of the same kind as `self` (a course counts as a short video), from the sources in order of
 * preference (the same board first, then the hottest, then the author's own), without `self` or repeats.
 */
export function pickRelatedVideos<T extends VideoCardLike>(sources: readonly (readonly T[] | null | undefined)[], self: VideoCardLike, n = RELATED_VIDEOS): T[] {
  const wantSmall = self.videoKind === VIDEO_KIND.SMALL;
  const seen = new Set([self.id]);
  const out: T[] = [];
  for (const list of sources) {
    for (const c of list ?? []) {
      if (out.length >= n) return out;
      if (c.type !== KNOWN_TYPE.VIDEO || seen.has(c.id)) continue;
      if ((c.videoKind === VIDEO_KIND.SMALL) !== wantSmall) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  return out;
}

export type Chapter = { title: string; videoUrl: string; posterUrl: string; durationSeconds: number };

type VideoDetailLike = {
  title: string;
  type: number;
  videoKind: number | null;
  coverUrl: string;
  durationSeconds: number | null;
  video: { url: string; posterUrl: string; durationSeconds: number; chapters: Chapter[] } | null;
};

/** What a course share says when its id names no course (inventory §15c: never a stand-in demo course). */
export const COURSE_MISSING = '未找到该课程，可能已下架';

export const isCourse = (d: Pick<VideoDetailLike, 'type' | 'videoKind'>) => d.type === KNOWN_TYPE.VIDEO && d.videoKind === VIDEO_KIND.COURSE;

/** A course's chapters; a course without a chapter list plays its one video as chapter 1. Empty: nothing to play. */
export function courseChapters(d: VideoDetailLike): Chapter[] {
  const chapters = (d.video?.chapters ?? []).filter((c) => c.videoUrl);
  if (chapters.length) return chapters;
  if (!d.video?.url) return [];
  return [{ title: d.title, videoUrl: d.video.url, posterUrl: d.video.posterUrl || d.coverUrl, durationSeconds: d.video.durationSeconds || d.durationSeconds || 0 }];
}

/** "{n}次播放 · 发布于{date}" under a short video's title (§15d). */
export function playsLine(d: { browseCount: number; createdAt: string }): string {
  return `${formatViews(d.browseCount)}次播放 · 发布于${chinaDate(d.createdAt)}`;
}

/** "{n}次播放 · {date} 发布" of a course's 简介 (§15c). */
export function coursePlaysLine(d: { browseCount: number; updatedAt: string }): string {
  return `${formatViews(d.browseCount)}次播放 · ${chinaDate(d.updatedAt)} 发布`;
}

/** The poster of a video: its own, else the card's cover. */
export const posterOf = (d: Pick<VideoDetailLike, 'coverUrl' | 'video'>) => d.video?.posterUrl || d.coverUrl;

/** ISO 8601 duration of schema.org: 65 → 'PT1M5S'. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`;
}

export type VideoLdInput = { title: string; description: string; poster: string; createdAt: string; durationSeconds: number; contentUrl: string; pageUrl: string };

/** schema.org VideoObject of the video page, as text safe inside a <script> element. */
export function videoJsonLd(v: VideoLdInput): string {
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: v.title,
    description: v.description || v.title,
    ...(v.poster ? { thumbnailUrl: [v.poster] } : {}),
    uploadDate: v.createdAt,
    duration: isoDuration(v.durationSeconds),
    contentUrl: v.contentUrl,
    url: v.pageUrl,
  });
}
