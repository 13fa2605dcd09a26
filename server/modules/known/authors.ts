import type { KnownAuthor } from '@/lib/contract/known/api';
import { USER_TYPE } from '@/lib/constants';
import { AUTHOR_TYPE } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { DEFAULT_AVATAR, publicUsersByIds } from '../auth/users';
import { plannersByIds } from '../planner/service';

// Who wrote a content or comment: planners by their planner profile, customers by their account.

export type AuthorInfo = KnownAuthor & { createdAt: Date | null };

const unknownAuthor = (id: string): AuthorInfo => ({ id, name: '薯片用户', avatar: DEFAULT_AVATAR, type: AUTHOR_TYPE.USER, postName: '', createdAt: null });

/** Authors by id (every id answers, an unknown one as 薯片用户). */
export async function authorsByIds(db: DbLike, ids: Iterable<string>): Promise<Map<string, AuthorInfo>> {
  const wanted = [...new Set(ids)];
  const out = new Map<string, AuthorInfo>();
  if (!wanted.length) return out;
  const [users, planners] = await Promise.all([publicUsersByIds(db, wanted), plannersByIds(db, wanted)]);
  for (const u of users) {
    out.set(u.id, { id: u.id, name: u.nickName, avatar: u.avatar || DEFAULT_AVATAR, type: AUTHOR_TYPE.USER, postName: '', createdAt: u.createdAt });
  }
  for (const p of planners) {
    const createdAt = out.get(p.userId)?.createdAt ?? p.createdAt;
    out.set(p.userId, { id: p.userId, name: p.name, avatar: p.avatar || DEFAULT_AVATAR, type: AUTHOR_TYPE.PLANNER, postName: p.postName, createdAt });
  }
  for (const id of wanted) if (!out.has(id)) out.set(id, unknownAuthor(id));
  return out;
}

export async function authorOf(db: DbLike, id: string): Promise<AuthorInfo> {
  return (await authorsByIds(db, [id])).get(id)!;
}

/** Drops the account age the answers do not carry. */
export const publicAuthor = ({ createdAt: _c, ...a }: AuthorInfo): KnownAuthor => a;

/** A session's account type as the community's author type. */
export const authorTypeOf = (userType: string) => (userType === USER_TYPE.MERCHANT_USER ? AUTHOR_TYPE.PLANNER : AUTHOR_TYPE.USER);
