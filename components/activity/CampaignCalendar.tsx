import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { CAMPAIGN_STATUS } from '@/lib/contract/activity/enums';
import type { ActivityListPage } from '@/lib/contract/activity/api';
import { CAMPAIGN_INDEX_QUERY } from '@/services/loaders/activityIndex';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { chinaDateOf, firstSelected, monthGrid, monthLabel, monthOf, monthText, runsOn, shiftMonth } from './calendarRules';
import { useCampaignList } from './useCampaignList';
import styles from './activity.module.css';
import idx from './activityIndex.module.css';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** The month's cells in rows of seven (Monday first). */
function weeksOf<T>(cells: T[]): T[][] {
  const weeks: T[][] = [];
  for (let i = 0; i < cells.length; i += WEEKDAYS.length) weeks.push(cells.slice(i, i + WEEKDAYS.length));
  return weeks;
}

/**
 * /activity/calendar: the live and coming campaigns in a month view (China time, Monday first). A dot under a day
 * counts the campaigns running on it; tapping the day lists them, each leading to its page. ?month=yyyy-MM.
 */
export function CampaignCalendar({ initial, error }: { initial: ActivityListPage | null; error: string }) {
  const router = useRouter();
  const { rows, serverTime, failed, reload } = useCampaignList(CAMPAIGN_INDEX_QUERY, initial, error);
  const today = chinaDateOf(serverTime ?? new Date().toISOString());
  const month = monthOf(typeof router.query.month === 'string' ? router.query.month : undefined, today);
  const [picked, setPicked] = useState<{ month: string; date: string } | null>(null);
  const selected = picked && picked.month === monthText(month) ? picked.date : firstSelected(month, today);
  const cells = monthGrid(month, rows);
  const onDay = rows.filter((c) => runsOn(c, selected));

  const to = (by: number) => ({ pathname: '/activity/calendar', query: { month: monthText(shiftMonth(month, by)) } });

  return (
    <div className={styles.page}>
      <Seo title="活动日历" description="按日查看平台正在进行和即将开始的活动。" path="/activity/calendar" />
      <HeaderBar title="活动日历" fixed />
      <PullToRefresh onRefresh={reload}>
        <div className={idx.monthBar}>
          <Link href={to(-1)} shallow scroll={false}>
            <span aria-hidden>‹</span> 上月
          </Link>
          <h2 style={{ margin: 0, fontSize: 'inherit' }}>{monthLabel(month)}</h2>
          <Link href={to(1)} shallow scroll={false}>
            下月 <span aria-hidden>›</span>
          </Link>
        </div>
        <div className={idx.grid} role="grid" aria-label={`${monthLabel(month)}活动日历`}>
          {/* rows are display: contents, so the cells stay items of the 7-column CSS grid */}
          <div role="row" className={idx.weekRow}>
            {WEEKDAYS.map((w) => (
              <span key={w} className={idx.weekday} role="columnheader">
                {w}
              </span>
            ))}
          </div>
          {weeksOf(cells).map((week) => (
            <div key={week[0].date} role="row" className={idx.weekRow}>
              {week.map((d) => (
                <button
                  key={d.date}
                  type="button"
                  role="gridcell"
                  aria-selected={d.date === selected}
                  className={d.date === selected ? idx.daySelected : d.inMonth ? idx.day : idx.dayOut}
                  onClick={() => setPicked({ month: monthText(month), date: d.date })}
                >
                  {d.date === today ? '今' : d.day}
                  <span className="visually-hidden">（{d.date}）</span>
                  <span className={idx.dots}>{d.codes.length ? `${d.codes.length}场` : ' '}</span>
                </button>
              ))}
            </div>
          ))}
        </div>
        <section className={styles.hubCard} aria-label={`${selected}的活动`}>
          <h2 className={idx.groupTitle}>
            {selected.slice(5).replace('-', '月')}日 · {onDay.length}个活动
          </h2>
          {failed && !rows.length ? (
            <LoadError text="请求数据失败，请下拉刷新重试" onRetry={() => void reload()} />
          ) : !onDay.length ? (
            <Empty text="这一天没有活动" hint="有圆点标记的日期有活动进行" />
          ) : (
            onDay.map((c) => (
              <Link key={c.specCode} href={c.pagePath} className={idx.row}>
                <span className={idx.body}>
                  <span className={idx.title}>
                    <span className={idx.type}>{c.specTypeName}</span>
                    {c.title}
                  </span>
                  <span className={styles.muted}>
                    {c.startTime.slice(5, 16)} — {c.endTime.slice(5, 16)} · {c.productCount}件商品
                  </span>
                  <span className={c.status === CAMPAIGN_STATUS.ONGOING ? idx.live : idx.coming}>{c.statusLabel}</span>
                </span>
              </Link>
            ))
          )}
        </section>
      </PullToRefresh>
    </div>
  );
}
