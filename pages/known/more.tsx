import { useCallback } from 'react';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { knownSuggestUsers } from '@/services/known';
import type { UserPage } from '@/lib/contract/known/api';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { PeopleList } from '@/components/known/home/PeopleList';
import styles from '@/components/known/home/people.module.css';

const PAGE_SIZE = 20;

export const getServerSideProps = pageLoader(
  async ({ client }) => ({ first: await optional(knownSuggestUsers({ page: 1, limit: PAGE_SIZE }, client)) }),
  { errorPage: true },
);

/** 关注更多 (inventory known.md §9b): planners worth following, with 关注 / 已关注. */
const MorePage: PageWithLayout<ReadyProps<{ first: UserPage | null }>> = ({ data }) => {
  const fetchPage = useCallback((page: number) => knownSuggestUsers({ page, limit: PAGE_SIZE }), []);
  return (
    <div className={styles.page}>
      <Seo title="关注更多_必懂-薯片企服" description="关注薯片企服的金牌规划师，第一时间看到他们在必懂发布的问答与文章。" path="/known/more" />
      <HeaderBar title="关注更多" fixed />
      <PeopleList fetchPage={fetchPage} listKey="suggest" initial={data.first} follow="solid" empty="暂无推荐关注的规划师" label="推荐关注的规划师" />
    </div>
  );
};

MorePage.getLayout = keepAliveLayout;
export default MorePage;
