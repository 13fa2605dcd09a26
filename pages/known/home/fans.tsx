import { useCallback } from 'react';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { knownFollows } from '@/services/known';
import { loadFans, PEOPLE_PAGE_SIZE, type KnownPeopleData } from '@/services/loaders/knownHome';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { PeopleList } from '@/components/known/home/PeopleList';
import styles from '@/components/known/home/people.module.css';

export const getServerSideProps = pageLoader(loadFans, { errorPage: true });

/** 粉丝 (inventory known.md §9): who follows someone; a row opens their homepage. */
const FansPage: PageWithLayout<ReadyProps<KnownPeopleData>> = ({ data }) => {
  const fetchPage = useCallback((page: number) => knownFollows({ userId: data.userId, kind: 'fans', page, limit: PEOPLE_PAGE_SIZE }), [data.userId]);
  return (
    <div className={styles.page}>
      <Seo title={`${data.userName}的粉丝_必懂-薯片企服`} description={`关注${data.userName}的薯片企服必懂用户。`} path={`/known/home/fans?homeUserId=${encodeURIComponent(data.userId)}`} noindex />
      <HeaderBar title="粉丝" fixed />
      <PeopleList
        key={data.userId}
        fetchPage={fetchPage}
        listKey={data.userId}
        initial={data.first}
        empty={data.isMine ? '还没有粉丝，多发布优质内容吧' : 'TA还没有粉丝'}
        label="粉丝"
      />
    </div>
  );
};

FansPage.getLayout = keepAliveLayout;
export default FansPage;
