import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useState, type MouseEvent } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import type { KnownCard } from '@/lib/contract/known/api';
import { knownWriteAnswer } from '@/services/known';
import { knownHref } from '@/lib/contract/known/enums';
import { Empty } from '@/components/common/Empty';
import { LoginNeeded } from '@/components/common/LoginNeeded';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { CardSkeleton } from '../card/CardSkeleton';
import { PULL_TEXTS, writeAnswerHref } from '@/lib/known/knownText';
import { useKnownLogin } from '../common/useKnownLogin';
import styles from './feed.module.css';

type Queue = 'recommend' | 'invited';
const QUEUES: { key: Queue; title: string }[] = [
  { key: 'recommend', title: '推荐' },
  { key: 'invited', title: '邀请' },
];
const PAGE_SIZE = 10;

/** One question waiting for an answer (inventory known.md §1a). */
function QuestionRow({ q, onWrite }: { q: KnownCard; onWrite: (e: MouseEvent, id: string) => void }) {
  return (
    <article className={styles.question}>
      <Link href={knownHref(q)} className={styles.questionLink}>
        <span className={styles.browse}>最近 {q.browseCount}人浏览</span>
        <h3 className={styles.questionTitle}>{q.title}</h3>
      </Link>
      <div className={styles.questionFoot}>
        <span className={styles.counts}>
          {q.answerCount} 回答 · {q.collectCount} 收藏
        </span>
        <a href={writeAnswerHref(q.id)} className={styles.writeBtn} onClick={(e) => onWrite(e, q.id)}>
          写回答
        </a>
      </div>
    </article>
  );
}

function Queue({ tab }: { tab: Queue }) {
  const router = useRouter();
  const { ensure, isLogin } = useKnownLogin();
  const fetchPage = useCallback((page: number) => knownWriteAnswer({ tab, page, limit: PAGE_SIZE }), [tab]);
  const list = usePagedList(fetchPage, tab, null);
  const write = async (e: MouseEvent, id: string) => {
    e.preventDefault();
    if (await ensure(() => void list.refresh())) void router.push(writeAnswerHref(id));
  };
  const empty =
    tab === 'invited' && !isLogin ? (
      <LoginNeeded text="登录后查看邀请你回答的问题" onLogin={() => void ensure(() => void list.refresh())} />
    ) : (
      <Empty text={tab === 'invited' ? '还没有人邀请你回答' : '暂时没有待回答的问题'} />
    );
  return (
    <PullToRefresh onRefresh={async () => void (await list.refresh())} {...PULL_TEXTS}>
      {list.loading && !list.items.length ? <CardSkeleton /> : null}
      <ul className={styles.list} aria-label={tab === 'invited' ? '邀请我回答的问题' : '推荐回答的问题'}>
        {list.items.map((q) => (
          <li key={q.id}>
            <QuestionRow q={q} onWrite={(e, id) => void write(e, id)} />
          </li>
        ))}
      </ul>
      <div className={styles.end}>
        <PagedListEnd list={list} empty={empty} />
      </div>
    </PullToRefresh>
  );
}

/** 回答: questions to answer, 推荐 (for everyone) and 邀请 (the viewer's invitations). */
export function AnswerTab() {
  // The invitations are the viewer's own: nothing loads before the session is read from the cookies.
  const { booted } = useKnownLogin();
  const [tab, setTab] = useState<Queue>('recommend');
  // Both queues stay mounted once opened, so switching back keeps the list where it was.
  const [opened, setOpened] = useState<Queue[]>(['recommend']);
  return (
    <div>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as Queue);
          setOpened((o) => (o.includes(k as Queue) ? o : [...o, k as Queue]));
        }}
        className={styles.subTabs}
      >
        {QUEUES.map((q) => (
          <Tabs.Tab key={q.key} title={q.title} />
        ))}
      </Tabs>
      {opened.map((q) => (
        <div key={q} hidden={q !== tab}>
          {booted ? <Queue tab={q} /> : <CardSkeleton />}
        </div>
      ))}
    </div>
  );
}
