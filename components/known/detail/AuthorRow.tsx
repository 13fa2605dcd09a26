import Link from 'next/link';
import type { RefObject } from 'react';
import type { KnownAuthor } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { FollowButton } from '@/components/known/common/FollowButton';
import { homeHref } from '@/lib/known/detailRules';
import styles from './detail.module.css';

type Props = {
  author: KnownAuthor;
  following: boolean;
  onFollowChange: (following: boolean) => void;
  /** The viewer wrote it: no follow button. */
  isMine: boolean;
  onAppLogin: () => void;
  rowRef?: RefObject<HTMLDivElement | null>;
};

/** Avatar and name (→ the author's 必懂 homepage), the planner's post, and 关注 / 已关注. */
export function AuthorRow({ author, following, onFollowChange, isMine, onAppLogin, rowRef }: Props) {
  return (
    <div className={styles.author} ref={rowRef}>
      <Link href={homeHref(author)} className={styles.authorLink}>
        <Avatar src={author.avatar} size="0.8rem" alt="" />
        <span style={{ minWidth: 0 }}>
          <span className={styles.authorName}>{author.name || '薯片用户'}</span>
          {author.postName ? <span className={styles.authorPost}>{author.postName}</span> : null}
        </span>
      </Link>
      {isMine ? null : <FollowButton userId={author.id} following={following} onChange={(on) => onFollowChange(on)} onAppLogin={onAppLogin} />}
    </div>
  );
}
