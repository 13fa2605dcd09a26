import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import type { UserPage } from '@/lib/contract/known/api';
import { knownFollows } from '@/services/known';
import { loadAttention, PEOPLE_PAGE_SIZE, type KnownPeopleData } from '@/services/loaders/knownHome';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { PeopleList } from '@/components/known/home/PeopleList';
import styles from '@/components/known/home/people.module.css';

export const getServerSideProps = pageLoader(loadAttention, { errorPage: true });

const KINDS = [
  { key: 1, name: '用户' },
  { key: 2, name: '规划师' },
] as const;
type Kind = (typeof KINDS)[number]['key'];

function Following({ userId, userType, isMine, initial }: { userId: string; userType: Kind; isMine: boolean; initial: UserPage | null }) {
  const fetchPage = useCallback(
    (page: number) => knownFollows({ userId, kind: 'following', userType: String(userType) as `${Kind}`, page, limit: PEOPLE_PAGE_SIZE }),
    [userId, userType],
  );
  return (
    <PeopleList
      fetchPage={fetchPage}
      listKey={`${userId}|${userType}`}
      initial={initial}
      follow={isMine ? 'solid' : undefined}
      reloadOnUnfollow={isMine}
      empty={userType === 2 ? (isMine ? '还没有关注规划师' : 'TA还没有关注规划师') : isMine ? '还没有关注用户' : 'TA还没有关注用户'}
      label={userType === 2 ? '关注的规划师' : '关注的用户'}
    />
  );
}

/** 关注 (inventory known.md §8): the people someone follows, 用户 and 规划师; on one's own list 已关注 unfollows. */
const AttentionPage: PageWithLayout<ReadyProps<KnownPeopleData>> = ({ data }) => {
  const [kind, setKind] = useState<Kind>(data.userType);
  const [opened, setOpened] = useState<Kind[]>([data.userType]);
  const change = (k: string) => {
    const next = Number(k) as Kind;
    setKind(next);
    setOpened((o) => (o.includes(next) ? o : [...o, next]));
  };
  return (
    <div className={styles.page}>
      <Seo title={`${data.userName}的关注_必懂-薯片企服`} description={`${data.userName}在薯片企服必懂关注的用户和规划师。`} path={`/known/home/attention?homeUserId=${encodeURIComponent(data.userId)}`} noindex />
      <HeaderBar title="关注" fixed />
      <div key={data.userId}>
        <Tabs activeKey={String(kind)} onChange={change} className={styles.tabs}>
          {KINDS.map((k) => (
            <Tabs.Tab key={String(k.key)} title={k.name} />
          ))}
        </Tabs>
        {opened.map((k) => (
          <section key={k} hidden={k !== kind} aria-label={KINDS.find((x) => x.key === k)?.name}>
            <Following userId={data.userId} userType={k} isMine={data.isMine} initial={k === data.userType ? data.first : null} />
          </section>
        ))}
      </div>
    </div>
  );
};

AttentionPage.getLayout = keepAliveLayout;
export default AttentionPage;
