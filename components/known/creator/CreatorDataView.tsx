import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Empty } from '@/components/common/Empty';
import { knownErrorText } from '@/components/known/common/knownErrors';
import { formatCount } from '@/lib/format';
import { knownCreatorData, type CreatorData } from '@/services/known';
import { LineChart } from './LineChart';
import styles from './creator.module.css';

type Days = 7 | 30;

const TOTALS: { key: keyof CreatorData['totals']; name: string }[] = [
  { key: 'contents', name: '内容' },
  { key: 'views', name: '浏览' },
  { key: 'likes', name: '获赞' },
  { key: 'fans', name: '粉丝' },
];

/** 数据 (/creatCenter/myData): the creator's totals and, per day over 7 or 30 days, views, likes and new fans. */
export function CreatorDataView({ initial }: { initial: CreatorData | null }) {
  const [days, setDays] = useState<Days>(7);
  const [shown, setShown] = useState<{ days: Days; stats: CreatorData } | null>(initial ? { days: 7, stats: initial } : null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(!initial);
  const asked = useRef<number>(7);

  const fetchDays = useCallback(async (d: Days) => {
    asked.current = d;
    try {
      const r = await knownCreatorData(d);
      if (asked.current !== d) return;
      setShown({ days: d, stats: r });
      setError('');
    } catch (e) {
      if (asked.current === d) setError(knownErrorText(e, '数据加载失败，请稍后再试'));
    } finally {
      if (asked.current === d) setLoading(false);
    }
  }, []);
  const load = (d: Days) => {
    setLoading(true);
    setError('');
    void fetchDays(d);
  };
  const hasInitial = !!initial;
  useEffect(() => {
    if (hasInitial) return;
    // The first screen failed on the server: ask again from the browser (7 days).
    knownCreatorData(7).then(
      (r) => asked.current === 7 && setShown({ days: 7, stats: r }),
      (e: unknown) => asked.current === 7 && setError(knownErrorText(e, '数据加载失败，请稍后再试')),
    ).finally(() => asked.current === 7 && setLoading(false));
  }, [hasInitial]);

  const pick = (d: Days) => {
    if (d === days) return;
    setDays(d);
    void load(d);
  };
  const data = shown?.stats ?? null;
  const series = data?.series ?? [];
  const allZero = !!data && series.every((s) => !s.views && !s.likes && !s.fans);
  // The chart names the period it draws (while 30 days load, the 7 shown stay labelled 7).
  const period = shown?.days ?? days;

  return (
    <div className={styles.dataPage}>
      <section className={styles.totals} aria-label="累计数据">
        {TOTALS.map((t) => (
          <div key={t.key} className={styles.total}>
            <strong>{data ? formatCount(data.totals[t.key]) : '–'}</strong>
            <span>{t.name}</span>
          </div>
        ))}
      </section>
      <section className={styles.trend} aria-label="数据趋势">
        <div className={styles.trendHead}>
          <h2>数据趋势</h2>
          <div className={styles.range} role="group" aria-label="统计周期">
            {([7, 30] as const).map((d) => (
              <button key={d} type="button" className={d === days ? styles.rangeOn : styles.rangeBtn} aria-pressed={d === days} onClick={() => pick(d)}>
                {d}天
              </button>
            ))}
          </div>
        </div>
        {error ? (
          <Empty text={error}>
            <button type="button" className="button-primary" onClick={() => void load(days)}>
              重新加载
            </button>
          </Empty>
        ) : loading && !data ? (
          <div className={styles.chartSkeleton} aria-busy="true" role="status" aria-label="加载中" />
        ) : allZero ? (
          <Empty text={`近${period}天暂无数据，去发布内容吧～`}>
            <Link href="/known/publish/question" className="button-primary">
              去创作
            </Link>
          </Empty>
        ) : (
          <div aria-busy={loading || undefined}>
            <LineChart
              label={`近${period}天的浏览、获赞和新增粉丝`}
              days={series.map((s) => s.day)}
              series={[
                { name: '浏览', colour: '#4974f5', values: series.map((s) => s.views) },
                { name: '获赞', colour: '#FE8C29', values: series.map((s) => s.likes) },
                { name: '粉丝', colour: '#10bbb8', values: series.map((s) => s.fans) },
              ]}
            />
          </div>
        )}
      </section>
    </div>
  );
}
