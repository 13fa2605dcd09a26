import Link from 'next/link';
import { useState } from 'react';
import { MessageOutline } from 'antd-mobile-icons';
import type { HomeProfile } from '@/lib/contract/known/api';
import { AUTHOR_TYPE } from '@/lib/contract/known/enums';
import { DEFAULT_PLANNER_TYPE } from '@/lib/contract/planner/enums';
import { startChat } from '@/components/chat/openChat';
import { Avatar } from '@/components/common/Avatar';
import { FollowButton } from '../common/FollowButton';
import styles from './home.module.css';

/** The top of a personal homepage (inventory known.md §7): avatar, 关注, 在线问 (planners), name, intro and counts. */
export function ProfileCard({ profile, onAppLogin }: { profile: HomeProfile; onAppLogin: () => void }) {
  const [fans, setFans] = useState(profile.fansCount);
  const [chatting, setChatting] = useState(false);
  const [seen, setSeen] = useState(profile);
  if (seen !== profile) {
    setSeen(profile);
    setFans(profile.fansCount);
  }
  const q = `homeUserId=${encodeURIComponent(profile.id)}`;
  const planner = profile.type === AUTHOR_TYPE.PLANNER;

  const chat = async () => {
    if (chatting) return;
    setChatting(true);
    try {
      await startChat({ plannerId: profile.id, plannerType: DEFAULT_PLANNER_TYPE });
    } finally {
      setChatting(false);
    }
  };

  return (
    <section className={styles.profile} aria-label={`${profile.name}的主页`}>
      <div className={styles.profileTop}>
        <span className={styles.profileAvatar}>
          <Avatar src={profile.avatar} size="1.28rem" alt={`${profile.name}的头像`} />
        </span>
        <span className={styles.profileActions}>
          {planner && !profile.isMine ? (
            <button type="button" className={styles.chatBtn} onClick={() => void chat()} disabled={chatting} aria-label="在线问">
              <MessageOutline aria-hidden />
              <span>在线问</span>
            </button>
          ) : null}
          {profile.isMine ? null : (
            <FollowButton userId={profile.id} following={profile.isFollowing} onChange={(_on, n) => setFans(n)} onAppLogin={onAppLogin} />
          )}
        </span>
      </div>
      <h1 className={styles.profileName}>
        {profile.name}
        {planner ? <span className={styles.badge}>{profile.postName || '规划师'}</span> : null}
      </h1>
      <p className={styles.profileDesc}>{profile.desc || (planner ? '专注企业服务，为你解答创业路上的问题' : '这个人很懒，什么都没有留下')}</p>
      <ul className={styles.stats}>
        <li>
          <Link href={`/known/home/fans?${q}`} className={styles.stat}>
            <b>{fans}</b> 粉丝
          </Link>
        </li>
        <li>
          <Link href={`/known/home/attention?${q}`} className={styles.stat}>
            <b>{profile.followingCount}</b> 关注
          </Link>
        </li>
        <li>
          <span className={styles.stat}>
            <b>{profile.applaudCount}</b> 获赞
          </span>
        </li>
      </ul>
    </section>
  );
}
