import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { HOME_TABS } from '@/lib/contract/known/enums';
import { useKeepAliveStore } from '@/stores/keepAlive';
import { loadKnownHome, type KnownHomeData } from '@/services/loaders/knownHome';
import { Seo } from '@/components/common/Seo';
import { HeroHeader } from '@/components/known/common/HeroHeader';
import { HomeTabs } from '@/components/known/home/HomeTabs';
import { ProfileCard } from '@/components/known/home/ProfileCard';
import styles from '@/components/known/home/home.module.css';

const HOME_PATH = '/known/home';
/** The header turns white with the name after this much scrolling (inventory known.md §7). */
const SOLID_AFTER_PX = 180;

export const getServerSideProps = pageLoader(loadKnownHome, { errorPage: true });

/**
 * A 必懂 personal homepage (inventory known.md §7): the profile with 关注 and the counts, then 全部 / 问题 / 回答 /
 * 文章 / 短视频 / 小视频. Kept alive while the visitor reads a content.
 */
const KnownHomePage: PageWithLayout<ReadyProps<KnownHomeData>> = ({ data }) => {
  const router = useRouter();
  const { profile } = data;
  useEffect(() => {
    useKeepAliveStore.getState().add(HOME_PATH);
  }, []);
  const reload = () => void router.replace(router.asPath);
  return (
    <div className={styles.page}>
      <Seo
        title={`${profile.name}的主页_必懂-薯片企服`}
        description={profile.desc || `${profile.name}在薯片企服必懂发布的问答、文章和视频。`}
        path={`${HOME_PATH}?homeUserId=${encodeURIComponent(profile.id)}`}
        ogImage={profile.avatar || undefined}
        ogType="profile"
      />
      <HeroHeader title={profile.name} threshold={SOLID_AFTER_PX} hideBack={data.isShare} />
      {/* Another person's homepage opened on top of this kept-alive one starts from scratch. */}
      <div key={profile.id}>
        <ProfileCard profile={profile} onAppLogin={reload} />
        <HomeTabs userId={profile.id} tabs={HOME_TABS} firstTab={data.tab} first={data.first} />
      </div>
    </div>
  );
};

KnownHomePage.getLayout = keepAliveLayout;
export default KnownHomePage;
