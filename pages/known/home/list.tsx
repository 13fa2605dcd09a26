import { useEffect } from 'react';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { useKeepAliveStore } from '@/stores/keepAlive';
import { LIST_TABS, loadKnownHomeList, type KnownHomeData } from '@/services/loaders/knownHome';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { HomeTabs } from '@/components/known/home/HomeTabs';
import styles from '@/components/known/home/home.module.css';

const LIST_PATH = '/known/home/list';

export const getServerSideProps = pageLoader(loadKnownHomeList, { errorPage: true });

/** 列表 (inventory known.md §9a): one person's questions, answers and articles; ?type picks the first tab. */
const KnownHomeListPage: PageWithLayout<ReadyProps<KnownHomeData>> = ({ data }) => {
  const { profile } = data;
  useEffect(() => {
    useKeepAliveStore.getState().add(LIST_PATH);
  }, []);
  return (
    <div className={styles.page}>
      <Seo
        title={`${profile.name}的内容_必懂-薯片企服`}
        description={`${profile.name}在薯片企服必懂发布的问题、回答和文章。`}
        path={`${LIST_PATH}?homeUserId=${encodeURIComponent(profile.id)}`}
      />
      <HeaderBar title="列表" fixed />
      <div key={`${profile.id}|${data.tab}`}>
        <HomeTabs userId={profile.id} tabs={LIST_TABS} firstTab={data.tab} first={data.first} />
      </div>
    </div>
  );
};

KnownHomeListPage.getLayout = keepAliveLayout;
export default KnownHomeListPage;
