import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { AddOutline } from 'antd-mobile-icons';
import type { KnownUser } from '@/lib/contract/known/api';
import { BOARD } from '@/lib/contract/known/enums';
import { knownFeed, knownFollows } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { Empty, LoadError } from '@/components/common/Empty';
import { CardSkeleton } from '../card/CardSkeleton';
import { homeHref } from '@/lib/known/knownText';
import { useKnownLogin } from '../common/useKnownLogin';
import { KnownFeedList } from './KnownFeedList';
import styles from './feed.module.css';

const FOLLOWING_ROW = 50;
const PAGE_SIZE = 10;

function NobodyFollowed() {
  return (
    <Empty text="关注列表空空如也～">
      <Link href="/known/more" className="button-primary">
        前往关注
      </Link>
    </Empty>
  );
}

/** The people the viewer follows, in one row, then 查看更多 (inventory known.md §1b). */
function FollowingRow({ users }: { users: KnownUser[] }) {
  return (
    <nav className={styles.following} aria-label="我关注的人">
      <ul className={styles.followingTrack}>
        {users.map((u) => (
          <li key={u.id}>
            <Link href={homeHref(u)} className={styles.followingUser}>
              <Avatar src={u.avatar} size="0.88rem" alt="" />
              <span className={styles.followingName}>{u.name}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href="/known/more" className={styles.followingUser}>
            <span className={styles.moreTile} aria-hidden>
              <AddOutline />
            </span>
            <span className={styles.followingName}>查看更多</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** 关注: the followed people and what they published; visitors and people who follow nobody see 前往关注. */
export function FollowTab() {
  const { isLogin, booted, viewer } = useKnownLogin();
  const [users, setUsers] = useState<KnownUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const viewerId = viewer?.userId ?? '';

  const loadUsers = useCallback(async () => {
    try {
      const page = await knownFollows({ kind: 'following', page: 1, limit: FOLLOWING_ROW });
      setUsers(page.records);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!viewerId) return;
    let live = true;
    knownFollows({ kind: 'following', page: 1, limit: FOLLOWING_ROW }).then(
      (page) => live && (setUsers(page.records), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [viewerId]);

  const fetchPage = useCallback((page: number) => knownFeed({ board: BOARD.FOLLOW, page, limit: PAGE_SIZE }), []);

  if (!booted || (isLogin && users === null && !failed)) return <CardSkeleton />;
  if (!isLogin) return <NobodyFollowed />;
  if (failed && users === null) {
    return <LoadError text="请求失败，点击重新加载" onRetry={() => void loadUsers()} />;
  }
  if (!users?.length) return <NobodyFollowed />;
  return (
    <KnownFeedList
      fetchPage={fetchPage}
      listKey={`${BOARD.FOLLOW}|${viewerId}`}
      before={<FollowingRow users={users} />}
      onRefresh={loadUsers}
      empty={<Empty text="你关注的人还没有发布内容" />}
      label="关注的人的动态"
    />
  );
}
