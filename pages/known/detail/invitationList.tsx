import Link from 'next/link';
import { useCallback } from 'react';
import { SearchOutline } from 'antd-mobile-icons';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { knownAnswerers } from '@/services/known';
import { ANSWERERS_PAGE_SIZE, loadInvitationList, type InviteData } from '@/services/loaders/knownDetail';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { InviteRow, useInvite } from '@/components/known/detail/InviteRow';
import styles from '@/components/known/detail/invite.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

type Props = ReadyProps<InviteData>;

export const getServerSideProps = pageLoader(loadInvitationList, { errorPage: true, bare: knownBare('invitation', ['questionId']) });

/**
 * 邀请回答 (inventory known.md §5): the search box (→ invitationSearch), 为你精选 {n} 位优质回答者 with 一键邀请, and each
 * recommended answerer with 邀请 → 已邀请.
 */
const InvitationListPage: PageWithLayout<Props> = ({ data: { questionId, first } }) => {
  const fetchPage = useCallback((page: number) => knownAnswerers({ questionId, page, limit: ANSWERERS_PAGE_SIZE }), [questionId]);
  const list = usePagedList(fetchPage, questionId, first);
  const { invited, busy, invite, overlay } = useInvite(questionId);
  const allInvited = list.items.length > 0 && list.items.every((u) => invited.has(u.id));

  return (
    <>
      <Seo title="邀请回答 - 必懂 - 薯片企服" description="邀请优质回答者来回答你的问题" path={`/known/detail/invitationList?questionId=${encodeURIComponent(questionId)}`} noindex />
      <HeaderBar title="邀请回答" fixed />
      <div className={styles.searchBar}>
        <Link href={`/known/detail/invitationSearch?questionId=${encodeURIComponent(questionId)}`} className={styles.fakeSearch}>
          <SearchOutline aria-hidden /> 搜索你想邀请的人
        </Link>
      </div>
      <div className={styles.head}>
        <h2 className={styles.headTitle}>为你精选 {list.total} 位优质回答者</h2>
        {list.items.length ? (
          <button
            type="button"
            className={allInvited ? styles.invited : styles.all}
            disabled={allInvited || busy}
            onClick={() => void invite(list.items.map((u) => u.id), true)}
          >
            {allInvited ? '已邀请' : '一键邀请'}
          </button>
        ) : null}
      </div>
      <section className={styles.list}>
        {list.loading && !list.items.length ? (
          <div role="status" aria-label="加载中">
            <div className={styles.skeleton} />
            <div className={styles.skeleton} />
            <div className={styles.skeleton} />
          </div>
        ) : (
          <ul aria-label="推荐回答者">
            {list.items.map((u) => (
              <InviteRow key={u.id} user={u} invited={invited.has(u.id)} busy={busy} onInvite={() => void invite([u.id], false)} />
            ))}
          </ul>
        )}
        <PagedListEnd list={list} empty={<Empty text="暂时没有可邀请的回答者" />} />
      </section>
      {overlay}
    </>
  );
};

InvitationListPage.getLayout = keepAliveLayout;
export default withKnownBare(InvitationListPage);
