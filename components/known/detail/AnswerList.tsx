import Link from 'next/link';
import { useCallback, useState, type ReactNode } from 'react';
import { ListTime } from '@/components/common/ListTime';
import { knownAnswers, type KnownCard, type KnownPage } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { homeHref } from '@/lib/known/detailRules';
import styles from './question.module.css';

const SORTS = [
  { key: 'default', name: '默认' },
  { key: 'latest', name: '最新' },
] as const;
type Sort = (typeof SORTS)[number]['key'];

type Props = {
  questionId: string;
  /** The first page (默认), loaded with the page; null: loaded here. */
  initial: KnownPage | null;
  pageSize: number;
  /** What to offer when there is no answer yet (写回答), or null under review. */
  emptyAction: ReactNode;
};

/** 回答 {total} with 默认 (most applauded) / 最新, then the answers page by page; a row opens the answer. */
export function AnswerList({ questionId, initial, pageSize, emptyAction }: Props) {
  const [sort, setSort] = useState<Sort>('default');
  const fetchPage = useCallback((page: number) => knownAnswers({ questionId, sort, page, limit: pageSize }), [questionId, sort, pageSize]);
  const list = usePagedList(fetchPage, sort, initial);

  const change = (next: Sort) => {
    if (next !== sort) setSort(next);
  };

  return (
    <section className={styles.answers} aria-labelledby="answers-title">
      <div className={styles.answersHead}>
        <h2 id="answers-title" className={styles.answersTitle}>
          回答 {list.total}
        </h2>
        <div className={styles.sorts} role="group" aria-label="排序">
          {SORTS.map((s) => (
            <button key={s.key} type="button" className={s.key === sort ? styles.sortOn : styles.sort} aria-pressed={s.key === sort} onClick={() => change(s.key)}>
              {s.name}
            </button>
          ))}
        </div>
      </div>
      {list.loading && !list.items.length ? (
        <div role="status" aria-label="加载中">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      ) : (
        <ul>
          {list.items.map((a) => (
            <AnswerRow key={a.id} answer={a} />
          ))}
        </ul>
      )}
      <PagedListEnd
        list={list}
        empty={
          <div className={styles.noAnswers}>
            还没有人回答，快来写下你的见解吧
            {emptyAction}
          </div>
        }
      />
    </section>
  );
}

function AnswerRow({ answer: a }: { answer: KnownCard }) {
  return (
    <li className={styles.answer}>
      <Link href={homeHref(a.author)} className={styles.answerAuthor}>
        <Avatar src={a.author.avatar} size="0.56rem" alt="" />
        <span>{a.author.name || '薯片用户'}</span>
      </Link>
      <Link href={`/known/detail/answer?id=${encodeURIComponent(a.id)}`} className={styles.answerBody}>
        <p className={styles.answerText}>{a.contentText || '查看回答'}</p>
        <p className={styles.answerMeta}>
          {a.applaudCount} 赞同 · {a.collectCount} 收藏 · {a.remarkCount} 评论 · <ListTime at={a.createdAt} />
        </p>
      </Link>
    </li>
  );
}
