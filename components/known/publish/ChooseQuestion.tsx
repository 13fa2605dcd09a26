import Link from 'next/link';
import { useCallback, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { Avatar } from '@/components/common/Avatar';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { PullRefresh } from '@/components/known/creator/PullRefresh';
import { ListTime } from '@/components/common/ListTime';
import { knownHref } from '@/lib/contract/known/enums';
import type { KnownPage } from '@/lib/contract/known/api';
import { knownWriteAnswer, type KnownCard } from '@/services/known';
import styles from './choose.module.css';

type Tab = 'recommend' | 'invited';
const PAGE_SIZE = 15;
const EMPTY: Record<Tab, string> = { recommend: '暂无待回答的问题', invited: '暂无邀请你回答的问题' };

function Row({ q, tab }: { q: KnownCard; tab: Tab }) {
  const detail = knownHref(q);
  return (
    <li className={styles.row}>
      {tab === 'recommend' ? (
        <div className={styles.asker}>
          <Link href={`/known/home?homeUserId=${encodeURIComponent(q.author.id)}&type=${q.author.type}`} className={styles.askerLink}>
            <Avatar src={q.author.avatar} size="0.44rem" alt={`${q.author.name}的头像`} />
            <span className={styles.askerName}>{q.author.name}</span>
          </Link>
          <span className={styles.askerNote}>的提问期待你的回答 · <ListTime at={q.createdAt} /></span>
        </div>
      ) : (
        <p className={styles.askerNote}>最近{q.browseCount}人浏览</p>
      )}
      <Link href={detail} className={styles.title}>
        {q.title}
      </Link>
      <div className={styles.foot}>
        <span>
          {q.answerCount} 回答 · {q.collectCount} 收藏
        </span>
        <Link href={`/known/publish/answer?id=${encodeURIComponent(q.id)}`} className={styles.write}>
          写回答
        </Link>
      </div>
    </li>
  );
}

function QuestionList({ tab, first }: { tab: Tab; first: KnownPage | null }) {
  const fetchPage = useCallback((page: number) => knownWriteAnswer({ tab, page, limit: PAGE_SIZE }), [tab]);
  const list = usePagedList<KnownCard>(fetchPage, tab, first);
  return (
    <PullRefresh onRefresh={list.refresh}>
      {list.loading && !list.items.length ? (
        <p className={styles.loading} role="status">
          加载中…
        </p>
      ) : (
        <ul className={styles.list} aria-label={tab === 'recommend' ? '推荐的问题' : '邀请我回答的问题'}>
          {list.items.map((q) => (
            <Row key={q.id} q={q} tab={tab} />
          ))}
        </ul>
      )}
      <PagedListEnd list={list} empty={<Empty text={EMPTY[tab]} />} />
    </PullRefresh>
  );
}

/** 写回答 (inventory §11d): questions waiting for answers, recommended or to which the user was invited. */
export function ChooseQuestion({ first }: { first: KnownPage | null }) {
  const [tab, setTab] = useState<Tab>('recommend');
  return (
    <>
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
          <Tabs.Tab key="recommend" title="推荐" />
          <Tabs.Tab key="invited" title="邀请" />
        </Tabs>
      </div>
      <QuestionList key={tab} tab={tab} first={tab === 'recommend' ? first : null} />
    </>
  );
}
