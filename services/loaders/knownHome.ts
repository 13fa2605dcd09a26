/** First screens of the 必懂 personal pages: /known/home, /known/home/list, /known/home/attention, /known/home/fans. */
import { notFound, optional, readFailure, redirectTo, type PageAnswer, type PageLoadContext } from '@/lib/pageLoader';
import { HOME_TABS, type HomeTab } from '@/lib/contract/known/enums';
import { knownFollows, knownHomeList, knownHomeUser, type HomeProfile, type KnownPage } from '@/services/known';
import type { UserPage } from '@/lib/contract/known/api';
import { loginUrl } from '@/lib/navigate';

export const HOME_PAGE_SIZE = 10;
export const PEOPLE_PAGE_SIZE = 20;

/** The tabs of /known/home/list: 全部, 问题, 回答, 文章. */
export const LIST_TABS = HOME_TABS.filter((t) => t.key <= 3);

export function homeTabOf(v: string | undefined, tabs: readonly { key: HomeTab }[] = HOME_TABS): HomeTab {
  const n = Number(v);
  return tabs.some((t) => t.key === n) && v !== '' && v !== undefined ? (n as HomeTab) : 0;
}

export type KnownHomeData = { profile: HomeProfile; tab: HomeTab; first: KnownPage | null; isShare: boolean };

/**
 * The profile of ?homeUserId (or the viewer's own) and the first page of a tab. Without homeUserId it is the
 * viewer's own homepage, so a visitor logs in first. An unknown user answers 404.
 */
async function loadProfilePage(ctx: PageLoadContext, tab: HomeTab): Promise<PageAnswer<KnownHomeData>> {
  const { client, query, cookies } = ctx;
  const homeUserId = query.homeUserId || undefined;
  if (!homeUserId && !cookies.token) return redirectTo(loginUrl(ctx.resolvedUrl));
  let profile: HomeProfile;
  try {
    profile = await knownHomeUser(homeUserId, client);
  } catch (err) {
    const f = readFailure(err);
    if (f.notFound) return notFound();
    // Not logged in after all (an expired token) and no one named: nothing to show.
    if (!homeUserId) return redirectTo(loginUrl(ctx.resolvedUrl));
    throw err;
  }
  const first = await optional(knownHomeList({ userId: profile.id, tab: String(tab) as `${HomeTab}`, page: 1, limit: HOME_PAGE_SIZE }, client));
  return { profile, tab, first, isShare: query.isShare === '1' };
}

/** /known/home?homeUserId=[&isShare=1] */
export const loadKnownHome = (ctx: PageLoadContext) => loadProfilePage(ctx, 0);
/** /known/home/list?homeUserId=&type= (type: 0 全部, 1 问题, 3 回答, 2 文章). */
export const loadKnownHomeList = (ctx: PageLoadContext) => loadProfilePage(ctx, homeTabOf(ctx.query.type, LIST_TABS));

export type KnownPeopleData = { userId: string; userName: string; isMine: boolean; first: UserPage | null; userType: 1 | 2 };

/**
 * /known/home/attention and /known/home/fans: whose list (?homeUserId, or the viewer's own) and its first page.
 * Without homeUserId it is the viewer's own list, so a visitor logs in first.
 */
export async function loadPeople(ctx: PageLoadContext, kind: 'following' | 'fans'): Promise<PageAnswer<KnownPeopleData>> {
  const { client, query, cookies } = ctx;
  const homeUserId = query.homeUserId || undefined;
  if (!homeUserId && !cookies.token) return redirectTo(loginUrl(ctx.resolvedUrl));
  let profile: HomeProfile;
  try {
    profile = await knownHomeUser(homeUserId, client);
  } catch (err) {
    if (readFailure(err).notFound) return notFound();
    if (!homeUserId) return redirectTo(loginUrl(ctx.resolvedUrl));
    throw err;
  }
  const page = (userType: 1 | 2) =>
    optional(knownFollows({ userId: profile.id, kind, userType: kind === 'following' ? (String(userType) as '1' | '2') : undefined, page: 1, limit: PEOPLE_PAGE_SIZE }, client));
  let userType: 1 | 2 = query.userType === '2' ? 2 : 1;
  let first = await page(userType);
  // 关注 opens on the tab that has people: someone who follows only planners would otherwise land on an empty 用户.
  if (kind === 'following' && !query.userType && first && first.totalCount === 0) {
    const planners = await page(2);
    if (planners && planners.totalCount > 0) [userType, first] = [2, planners];
  }
  return { userId: profile.id, userName: profile.name, isMine: profile.isMine, first, userType };
}
export const loadAttention = (ctx: PageLoadContext) => loadPeople(ctx, 'following');
export const loadFans = (ctx: PageLoadContext) => loadPeople(ctx, 'fans');

/** /known/home/personalData: the viewer's own 必懂 profile (login-only; a visitor logs in first). */
export async function loadPersonalData({ client, cookies, resolvedUrl }: PageLoadContext): Promise<PageAnswer<{ profile: HomeProfile }>> {
  if (!cookies.token) return redirectTo(loginUrl(resolvedUrl));
  return { profile: await knownHomeUser(undefined, client) };
}
