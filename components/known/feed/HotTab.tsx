import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { SpinLoading } from '@/components/common/SpinLoading';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { LikeOutline, RightOutline } from 'antd-mobile-icons';
import type { KnownCard } from '@/lib/contract/known/api';
import { knownHref, SUBJECT, SUBJECT_NAMES } from '@/lib/contract/known/enums';
import { knownHot } from '@/services/known';
import { Empty, LoadError } from '@/components/common/Empty';
import { LazyImage } from '@/components/common/LazyImage';
import { toast } from '@/lib/toast';
import { byHeat, firstImage, heatLabel } from '../card/cardRules';
import { PULL_TEXTS } from '@/lib/known/knownText';
import styles from './feed.module.css';

const HOT_LIMIT = 50;

const rankClass = (i: number) => (i === 0 ? styles.rank1 : i === 1 ? styles.rank2 : i === 2 ? styles.rank3 : styles.rank);

/** One row of 热榜: rank, title, heat and the first picture. */
function HotRow({ card, index }: { card: KnownCard; index: number }) {
  const image = firstImage(card);
  return (
    <Link href={knownHref(card)} className={styles.hotRow}>
      <span className={rankClass(index)}>{index + 1}</span>
      <span className={styles.hotMain}>
        <span className={styles.hotTitle}>{card.title}</span>
        <span className={styles.hotHeat}>{heatLabel(card.hotScore)}</span>
      </span>
      {image ? <LazyImage src={image} alt="" width={84} height={56} className={styles.hotThumb} /> : null}
    </Link>
  );
}

export type HotTabProps = {
  /** The server-rendered list, if the page opened on this tab. */
  initial: KnownCard[] | null;
  /** Today's day of month (China time), for the 日报精选 card. */
  today: string;
  /** 到底啦，去推荐看看吧: opens the 推荐 tab. */
  onRecommend: () => void;
};

/** 热榜 (inventory known.md §1c): 日报精选 and 进站必看, then the hottest questions and articles. */
export function HotTab({ initial, today, onRecommend }: HotTabProps) {
  const [cards, setCards] = useState<KnownCard[] | null>(initial ? byHeat(initial) : null);
  const [failed, setFailed] = useState(false);
  const hasInitial = !!initial;

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setCards(byHeat(await knownHot(HOT_LIMIT)));
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  }, []);
  useEffect(() => {
    if (hasInitial) return;
    let live = true;
    knownHot(HOT_LIMIT).then(
      (list) => live && setCards(byHeat(list)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hasInitial]);

  return (
    <PullToRefresh
      onRefresh={async () => {
        if (!(await load())) toast.error('刷新失败，请稍后再试');
      }}
      {...PULL_TEXTS}
    >
      <div className={styles.subjects}>
        <Link href={`/known/newspaper?id=${SUBJECT.DAILY}`} className={styles.daily}>
          <span className={styles.subjectDay}>{today}</span>
          <span className={styles.subjectName}>{SUBJECT_NAMES.daily}</span>
        </Link>
        <Link href={`/known/mustSee?id=${SUBJECT.MUST_SEE}`} className={styles.mustSee}>
          <LikeOutline className={styles.subjectIcon} aria-hidden />
          <span className={styles.subjectName}>{SUBJECT_NAMES.mustSee}</span>
        </Link>
      </div>
      {cards === null && !failed ? (
        <div className={styles.spin} role="status" aria-label="加载中">
          <SpinLoading color="primary" />
        </div>
      ) : null}
      {failed && !cards?.length ? (
        <LoadError text="请求失败，点击重新加载" onRetry={() => void load()} />
      ) : null}
      {cards && !cards.length ? <Empty text="暂无热榜内容" /> : null}
      {cards?.length ? (
        <>
          <ol className={styles.hotList} aria-label="热榜">
            {cards.map((c, i) => (
              <li key={c.id}>
                <HotRow card={c} index={i} />
              </li>
            ))}
          </ol>
          <button type="button" className={styles.toRecommend} onClick={onRecommend}>
            到底啦，去推荐看看吧 <RightOutline aria-hidden />
          </button>
        </>
      ) : null}
    </PullToRefresh>
  );
}
