import { useRouter } from 'next/router';
import { useCallback, useState, type FormEvent } from 'react';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { notFound, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { knownAnswerers } from '@/services/known';
import { ANSWERERS_PAGE_SIZE } from '@/services/loaders/knownDetail';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { InviteRow, useInvite } from '@/components/known/detail/InviteRow';
import styles from '@/components/known/detail/invite.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';
import { goBack } from '@/lib/goBack';

type Data = { questionId: string; keyword: string };
type Props = ReadyProps<Data>;

const KEYWORD_MAX = 30;

export const getServerSideProps = pageLoader(
  async ({ query }) => {
    const questionId = query.questionId || '';
    if (!questionId) return notFound();
    return { questionId, keyword: (query.keyword || '').slice(0, KEYWORD_MAX) };
  },
  { errorPage: true, bare: knownBare('invitation', ['questionId']) },
);

/**
 * 搜索邀请 (inventory known.md §6): the input 搜索你想邀请的人 (focused, with clear and 取消), and the people found, each
 * with 邀请 → 已邀请. The keyword stays in the address, so coming back shows the same results.
 */
const InvitationSearchPage: PageWithLayout<Props> = ({ data: { questionId, keyword: initial } }) => {
  const router = useRouter();
  const [text, setText] = useState(initial);
  const [keyword, setKeyword] = useState(initial);
  const { invited, busy, invite, overlay } = useInvite(questionId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = text.trim().slice(0, KEYWORD_MAX);
    setKeyword(k);
    void router.replace({ pathname: router.pathname, query: k ? { questionId, keyword: k } : { questionId } }, undefined, { shallow: true, scroll: false });
  };
  const cancel = () => {
    goBack(router, `/known/detail/invitationList?questionId=${encodeURIComponent(questionId)}`);
  };

  return (
    <>
      <Seo title="搜索邀请 - 必懂 - 薯片企服" description="搜索你想邀请的人" path={`/known/detail/invitationSearch?questionId=${encodeURIComponent(questionId)}`} noindex />
      <HeaderBar title="邀请回答" fixed />
      <div className={styles.searchBar}>
        <form className={styles.searchForm} role="search" onSubmit={submit}>
          <SearchOutline aria-hidden />
          <input
            type="search"
            value={text}
            maxLength={KEYWORD_MAX}
            placeholder="搜索你想邀请的人"
            aria-label="搜索你想邀请的人"
            enterKeyHint="search"
            autoFocus
            onChange={(e) => setText(e.target.value)}
          />
          {text ? (
            <button type="button" className={styles.clear} aria-label="清除" onClick={() => setText('')}>
              <CloseCircleFill aria-hidden />
            </button>
          ) : null}
        </form>
        <button type="button" className={styles.cancel} onClick={cancel}>
          取消
        </button>
      </div>
      {keyword ? (
        <Results key={keyword} questionId={questionId} keyword={keyword} invited={invited} busy={busy} onInvite={(id) => void invite([id], false)} />
      ) : (
        <p className={styles.hint}>输入昵称，搜索你想邀请的人</p>
      )}
      {overlay}
    </>
  );
};

type ResultsProps = { questionId: string; keyword: string; invited: ReadonlySet<string>; busy: boolean; onInvite: (id: string) => void };

function Results({ questionId, keyword, invited, busy, onInvite }: ResultsProps) {
  const fetchPage = useCallback((page: number) => knownAnswerers({ questionId, keyword, page, limit: ANSWERERS_PAGE_SIZE }), [questionId, keyword]);
  const list = usePagedList(fetchPage, keyword, null);
  return (
    <section className={styles.list} aria-label="搜索结果">
      {list.loading && !list.items.length ? (
        <div role="status" aria-label="搜索中">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      ) : (
        <ul>
          {list.items.map((u) => (
            <InviteRow key={u.id} user={u} invited={invited.has(u.id)} busy={busy} onInvite={() => onInvite(u.id)} />
          ))}
        </ul>
      )}
      <PagedListEnd list={list} empty={<Empty text={`没有找到“${keyword}”相关的用户`} />} />
    </section>
  );
}

InvitationSearchPage.getLayout = keepAliveLayout;
export default withKnownBare(InvitationSearchPage);
