import { PullToRefresh } from '@/components/common/PullToRefresh';
import type { UserPage } from '@/lib/contract/known/api';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { toast } from '@/lib/toast';
import { PULL_TEXTS } from '@/lib/known/knownText';
import { UserRow } from './UserRow';
import styles from './people.module.css';

export type PeopleListProps = {
  fetchPage: (page: number) => Promise<UserPage>;
  listKey: string;
  initial?: UserPage | null;
  follow?: 'solid' | 'plus';
  /** After an unfollow, reload the list (the own 关注 list drops the person). */
  reloadOnUnfollow?: boolean;
  empty: string;
  label: string;
};

/** A paged list of people with pull-to-refresh (关注更多, 关注, 粉丝). */
export function PeopleList({ fetchPage, listKey, initial = null, follow, reloadOnUnfollow = false, empty, label }: PeopleListProps) {
  const list = usePagedList(fetchPage, listKey, initial);
  const reload = () => void list.refresh();
  return (
    <PullToRefresh
      onRefresh={async () => {
        if (!(await list.refresh())) toast.error('刷新失败，请稍后再试');
      }}
      {...PULL_TEXTS}
    >
      <ul aria-label={label} aria-busy={list.loading}>
        {list.items.map((u) => (
          <li key={u.id}>
            <UserRow user={u} follow={follow} onAppLogin={reload} onFollowChange={(on) => !on && reloadOnUnfollow && reload()} />
          </li>
        ))}
      </ul>
      <div className={styles.end}>
        <PagedListEnd list={list} empty={<Empty text={empty} />} />
      </div>
    </PullToRefresh>
  );
}
