/**
 * Pure rules of the 必懂 share landing pages (inventory known.md §0 "Share-mode planner popup", "Planner bottom bar",
 * "Recommended goods card", §15): which content id a link names, which page shows which content, when the planner
 * popup shows, the material type of 同意委托, goods prices and links. No React, no browser: unit-tested in node.
 */
import { KNOWN_STATUS, KNOWN_TYPE, VIDEO_KIND } from '@/lib/contract/known/enums';
import { goodsDetailHref, type GoodsRef } from '@/lib/goodsRoute';

/** The planner of a shared link as the popup and the bottom bar need them. */
export type SharePlanner = {
  /** The planner's user id (also their IM id). */
  mchUserId: string;
  name: string;
  avatar: string;
  postName: string;
  /** IM user type (MERCHANT_USER …) for the chat launch. */
  type: string;
  /** 1 在职可服务; 0 禁用; 3 离职 (a planner who cannot serve is not offered for 委托). */
  status: number;
};

export const PLANNER_ACTIVE = 1;
/** The post under the name when the planner has none (inventory §0 PlannerBottom). */
export const DEFAULT_PLANNER_POST = '金牌规划师';
export const DEFAULT_PLANNER_NAME = '规划师';

/** The services the popup lists (inventory §0 ShareModal). */
export const ENTRUST_TAGS = ['快速服务咨询', '详细政策解读', '优质服务推荐', '最新优惠讲解'] as const;
export const ENTRUST_OK = '委托成功！';
export const ENTRUST_FAILED = '委托失败';
export const CONTENT_INVALID = '内容失效';

/** materialType of 同意委托: 1 文章, 2 问答, 4 视频 (the server refuses others). */
export const MATERIAL_TYPE = { ARTICLE: 1, QA: 2, VIDEO: 4 } as const;
export type MaterialType = (typeof MATERIAL_TYPE)[keyof typeof MATERIAL_TYPE];

type Query = Record<string, string | undefined>;

/** The content a share link names: `id`, or the original links' `shareId` (the same id in our links). */
export function shareContentId(query: Query): string {
  return (query.id || query.shareId || '').trim();
}

/** The planner a share link names (`plannerId`, or `homeUserId` / `mchId` of older links). */
export function sharePlannerId(query: Query): string {
  return (query.plannerId || query.homeUserId || query.mchId || '').trim();
}

export const isShareQuery = (query: Query) => query.isShare === '1' || query.isShare === 'true';

type ContentLike = { id: string; type: number; videoKind: number | null; status: number };

/** Published contents only: anything held, rejected or deleted is 内容失效 on a share page. */
export const isShareable = (c: Pick<ContentLike, 'status'>) => c.status === KNOWN_STATUS.PUBLISHED;

/** The share page of a content, by type (a question's share page is the talk page). */
export function sharePagePath(c: Pick<ContentLike, 'type' | 'videoKind'>): string {
  if (c.type === KNOWN_TYPE.QUESTION) return '/known/share/talk';
  if (c.type === KNOWN_TYPE.ARTICLE) return '/known/share/article';
  if (c.type === KNOWN_TYPE.ANSWER) return '/known/share/answer';
  if (c.videoKind === VIDEO_KIND.SMALL) return '/known/share/smallVideo';
  if (c.videoKind === VIDEO_KIND.COURSE) return '/known/share/courseVideo';
  return '/known/share/originalVideo';
}

/** Query keys a share page passes on when it sends a link to the page of the content's own type. */
const KEPT = ['plannerId', 'isShare', 'isApplets'];

/** The same share for a content of another type: its own share page, with the planner and share flags kept. */
export function shareRedirect(c: Pick<ContentLike, 'id' | 'type' | 'videoKind'>, query: Query): string {
  const q = new URLSearchParams({ id: c.id });
  const plannerId = sharePlannerId(query);
  for (const k of KEPT) {
    const v = k === 'plannerId' ? plannerId : query[k];
    if (v) q.set(k, v);
  }
  return `${sharePagePath(c)}?${q.toString()}`;
}

/**
 * The planner popup shows on a shared link (`isShare`) with a planner who can serve, for valid content, to anyone
 * but that planner.
 */
export function showEntrust(p: { isShare: boolean; planner: SharePlanner | null; viewerId: string | null | undefined; valid: boolean }): boolean {
  if (!p.isShare || !p.valid || !p.planner || p.planner.status !== PLANNER_ACTIVE) return false;
  return !p.viewerId || p.viewerId !== p.planner.mchUserId;
}

export const plannerPost = (p: Pick<SharePlanner, 'postName'>) => p.postName.trim() || DEFAULT_PLANNER_POST;
export const plannerName = (p: Pick<SharePlanner, 'name'> | null) => p?.name.trim() || DEFAULT_PLANNER_NAME;

/** A recommended goods as the share cards read it (the goods card of the API). */
export type ShareGoodsItem = GoodsRef & {
  id: string;
  name: string;
  img: string;
  slogan: string;
  tags: string[];
  priceKind: string;
  priceValue: string;
  priceUnit: string;
};

/** 面议 for a price to agree on or a price of 0; else the number and its unit ("1200" + "元"). */
export function goodsPrice(g: Pick<ShareGoodsItem, 'priceKind' | 'priceValue' | 'priceUnit'>): { negotiable: boolean; value: string; unit: string } {
  const n = Number(g.priceValue);
  if (g.priceKind === 'negotiable' || !g.priceValue.trim() || !Number.isFinite(n) || n <= 0) return { negotiable: true, value: '面议', unit: '' };
  return { negotiable: false, value: g.priceValue, unit: g.priceUnit || '元' };
}

/** The goods detail of a share card; the sharing planner goes along so the goods page serves with them. */
export function shareGoodsHref(g: ShareGoodsItem, plannerId?: string): string {
  const href = goodsDetailHref(g);
  return plannerId ? `${href}&plannerId=${encodeURIComponent(plannerId)}` : href;
}

/** The line under a goods name: its tags (at most two), else its slogan. */
export function goodsLine(g: Pick<ShareGoodsItem, 'tags' | 'slogan'>): string {
  const tags = g.tags.filter(Boolean).slice(0, 2);
  return tags.length ? tags.join(' | ') : g.slogan;
}

/**
 * Where /known/share/talkWxUserInfo sends the visitor: the talk page of the same question, with the planner and the
 * share flags; inside the mini-program with isApplets=1. Credentials the mini-program put in the link (token,
 * userId) are never passed on: the session was taken from them already.
 */
export function talkHref(query: Query, applets: boolean): string {
  const q = new URLSearchParams();
  const id = shareContentId(query);
  if (id) q.set('id', id);
  const plannerId = sharePlannerId(query);
  if (plannerId) q.set('plannerId', plannerId);
  if (query.isShare) q.set('isShare', query.isShare);
  if (applets) q.set('isApplets', '1');
  const s = q.toString();
  return s ? `/known/share/talk?${s}` : '/known/share/talk';
}
