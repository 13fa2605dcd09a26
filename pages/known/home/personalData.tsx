import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import type { HomeProfile } from '@/lib/contract/known/api';
import { AUTHOR_TYPE } from '@/lib/contract/known/enums';
import { loadPersonalData } from '@/services/loaders/knownHome';
import { Avatar } from '@/components/common/Avatar';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import styles from '@/components/known/home/personal.module.css';

export const getServerSideProps = pageLoader(loadPersonalData, { errorPage: true });

/** 个人资料: the viewer as 必懂 shows them, with their counts and the way to change name and avatar. */
const PersonalDataPage: PageWithLayout<ReadyProps<{ profile: HomeProfile }>> = ({ data: { profile } }) => {
  const q = `homeUserId=${encodeURIComponent(profile.id)}`;
  const rows = [
    { href: `/known/home?${q}`, title: '我的主页', value: '' },
    { href: `/known/home/attention?${q}`, title: '我的关注', value: String(profile.followingCount) },
    { href: `/known/home/fans?${q}`, title: '我的粉丝', value: String(profile.fansCount) },
    { href: '/known/createCenter', title: '创作中心', value: '' },
  ];
  return (
    <div className={styles.page}>
      <Seo title="个人资料_必懂-薯片企服" description="我在薯片企服必懂的个人资料。" path="/known/home/personalData" noindex />
      <HeaderBar title="个人资料" fixed />
      <section className={styles.card} aria-label="我的资料">
        <Avatar src={profile.avatar} size="1.2rem" alt="我的头像" />
        <div className={styles.who}>
          <h1 className={styles.name}>{profile.name}</h1>
          <p className={styles.type}>{profile.type === AUTHOR_TYPE.PLANNER ? profile.postName || '规划师' : '普通用户'}</p>
        </div>
        <Link href="/my/settings" className={styles.edit}>
          编辑资料
        </Link>
      </section>
      <p className={styles.desc}>{profile.desc || '还没有个人简介'}</p>
      <ul className={styles.stats}>
        <li>
          <b>{profile.followingCount}</b>关注
        </li>
        <li>
          <b>{profile.fansCount}</b>粉丝
        </li>
        <li>
          <b>{profile.applaudCount}</b>获赞
        </li>
      </ul>
      <ul className={styles.rows}>
        {rows.map((r) => (
          <li key={r.href}>
            <Link href={r.href} className={styles.row}>
              <span>{r.title}</span>
              <span className={styles.rowValue}>
                {r.value}
                <RightOutline aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

PersonalDataPage.getLayout = keepAliveLayout;
export default PersonalDataPage;
