// A short-lived, in-process copy of "who is the caller in this conversation" for the send path (docs/adr/0025).
// It only supplies what a message is stamped with (the sender's role, which never changes, and the name and avatar
// shown with it). The right to post is checked again, exactly, inside the statement that stores the message, and
// the streams to notify are the members that statement found (groupCommit.ts). Whatever changes a membership or a
// member's name forgets the entries it touches on this instance; other instances refresh within MEMBER_TTL_MS.

export const MEMBER_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

type MemberLike = { memberId: string; role: string; name: string; avatar: string };
export type CachedMembers<M extends MemberLike = MemberLike> = { me: M; peer: M };
type Entry = { v: CachedMembers; exp: number };

const entries = new Map<string, Entry>();
const keyOf = (groupId: string, callerId: string) => `${groupId}\u0000${callerId}`;

export function recallMembers<M extends MemberLike>(groupId: string, callerId: string, now = Date.now()): CachedMembers<M> | undefined {
  const e = entries.get(keyOf(groupId, callerId));
  if (!e) return undefined;
  if (e.exp <= now) {
    entries.delete(keyOf(groupId, callerId));
    return undefined;
  }
  return e.v as CachedMembers<M>;
}

export function rememberMembers(groupId: string, callerId: string, v: CachedMembers, now = Date.now()) {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(keyOf(groupId, callerId), { v, exp: now + MEMBER_TTL_MS });
}

/** Members moved, were deleted, or the conversation was folded. */
export function forgetConversations(groupIds: readonly string[]) {
  if (!groupIds.length || !entries.size) return;
  const ids = new Set(groupIds);
  for (const k of entries.keys()) if (ids.has(k.slice(0, k.indexOf('\u0000')))) entries.delete(k);
}

/** A member's name or avatar changed (their entries and those where they are the peer). */
export function forgetMember(memberId: string) {
  for (const [k, e] of entries) if (e.v.me.memberId === memberId || e.v.peer.memberId === memberId) entries.delete(k);
}
