import Link from 'next/link';
import type { KnownUser } from '@/lib/contract/known/api';
import { Avatar } from '@/components/common/Avatar';
import { FollowButton } from '../common/FollowButton';
import { homeHref } from '@/lib/known/knownText';
import styles from './people.module.css';

export type UserRowProps = {
  user: KnownUser;
  /** Server-escaped name with `<em class="hl">` marks (search results only). */
  nameHtml?: string;
  /** Without it the row shows no follow button (the fans list). */
  follow?: 'solid' | 'plus';
  onFollowChange?: (following: boolean) => void;
  onAppLogin?: () => void;
};

/** One person of the 必懂 people lists: avatar and name to their homepage, and 关注 / 已关注. */
export function UserRow({ user, nameHtml, follow, onFollowChange, onAppLogin }: UserRowProps) {
  const href = homeHref(user);
  return (
    <div className={styles.row}>
      <Link href={href} className={styles.who}>
        <Avatar src={user.avatar} size="0.88rem" alt="" />
        <span className={styles.names}>
          {nameHtml ? (
            // server-escaped search highlight: <em class="hl"> marks only
            <span className={styles.name} dangerouslySetInnerHTML={{ __html: nameHtml }} />
          ) : (
            <span className={styles.name}>{user.name}</span>
          )}
          <span className={styles.sub}>{user.type === 2 ? user.postName || '规划师' : '用户'}</span>
        </span>
      </Link>
      {follow ? (
        <FollowButton userId={user.id} following={user.isFollowing} variant={follow} onChange={(on) => onFollowChange?.(on)} onAppLogin={onAppLogin} />
      ) : null}
    </div>
  );
}
