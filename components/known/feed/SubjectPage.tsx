import Link from 'next/link';
import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { LikeOutline, SearchOutline } from 'antd-mobile-icons';
import { SUBJECT_NAMES } from '@/lib/contract/known/enums';
import { knownSubject } from '@/services/known';
import type { SubjectData } from '@/services/loaders/knownFeed';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { CardSkeleton } from '../card/CardSkeleton';
import { HeroHeader } from '../common/HeroHeader';
import { PULL_TEXTS } from '@/lib/known/knownText';
import heroStyles from '../common/hero.module.css';
import { SubjectRow } from './SubjectRow';
import styles from './subject.module.css';

const PAGE_SIZE = 20;
/** The header turns white when the hero has scrolled under it. */
const HERO_PX = 120;

/** 日报精选 (today's date on a blue hero) or 进站必看 (purple hero): the curated list, page by page. */
export function SubjectPage({ data }: { data: SubjectData }) {
  const daily = data.id === 'daily';
  const name = SUBJECT_NAMES[data.id];
  const fetchPage = useCallback((page: number) => knownSubject({ id: data.id, page, limit: PAGE_SIZE }), [data.id]);
  const list = usePagedList(fetchPage, data.id, data.first);
  return (
    <div className={styles.page}>
      <HeroHeader
        title={name}
        threshold={HERO_PX}
        right={
          <Link href="/known/search" className={heroStyles.iconLink} aria-label="搜索">
            <SearchOutline aria-hidden />
          </Link>
        }
      />
      <PullToRefresh onRefresh={async () => void (await list.refresh())} {...PULL_TEXTS}>
        <div className={daily ? styles.heroDaily : styles.heroMustSee}>
          {daily ? (
            <p className={styles.heroDate}>
              <span className={styles.heroDay}>{data.day}</span>
              <span className={styles.heroWeek}>{data.week}</span>
            </p>
          ) : (
            <LikeOutline className={styles.heroIcon} aria-hidden />
          )}
          <h1 className={styles.heroTitle}>{name}</h1>
          <p className={styles.heroSub}>{daily ? '一周最热的问答与文章' : '最受认可的问答与文章'}</p>
        </div>
        <div className={styles.sheet}>
          {list.loading && !list.items.length ? <CardSkeleton /> : null}
          <ol aria-label={name}>
            {list.items.map((c, i) => (
              <li key={c.id}>
                <SubjectRow card={c} index={i} variant={daily ? 'daily' : 'mustSee'} />
              </li>
            ))}
          </ol>
          <PagedListEnd list={list} empty={<Empty text={daily ? '今天还没有精选内容' : '暂无精选内容'} />} />
        </div>
      </PullToRefresh>
    </div>
  );
}
