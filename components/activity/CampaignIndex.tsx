import Link from 'next/link';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { CAMPAIGN_STATUS } from '@/lib/contract/activity/enums';
import type { ActivityListPage, CampaignSummary } from '@/lib/contract/activity/api';
import { CAMPAIGN_INDEX_QUERY } from '@/services/loaders/activityIndex';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { priceText } from './activityRules';
import { useCampaignCountdownText } from './useServerClock';
import { useCampaignList } from './useCampaignList';
import styles from './activity.module.css';
import idx from './activityIndex.module.css';

function CampaignRow({ c, now, onZero }: { c: CampaignSummary; now: number; onZero: () => void }) {
  const live = c.status === CAMPAIGN_STATUS.ONGOING;
  const timer = useCampaignCountdownText(c, now, onZero);
  return (
    // Named by its own text (its group's heading says 进行中 or 即将开始): a label of other words fails
    // label-content-name-mismatch for people who speak the visible text to a voice control.
    <Link href={c.pagePath} className={idx.row}>
      <img src={c.bannerUrl} alt="" className={idx.thumb} width={120} height={80} />
      <span className={idx.body}>
        <span className={idx.title}>
          <span className={idx.type}>{c.specTypeName}</span>
          {c.title}
        </span>
        <span className={styles.muted}>
          {c.startTime.slice(5, 16)} — {c.endTime.slice(5, 16)} · {c.productCount}件商品
          {c.minPriceFen ? ` · 低至${priceText(c.minPriceFen)}` : ''}
        </span>
        <span className={live ? idx.live : idx.coming} role="timer">
          {timer}
        </span>
      </span>
    </Link>
  );
}

/**
 * /activity/new: the index of every campaign that is live (进行中) or coming (即将开始), grouped so, each with its
 * window and a countdown on the server's clock, leading to its own page; the calendar shows them by day.
 */
export function CampaignIndex({ initial, error }: { initial: ActivityListPage | null; error: string }) {
  const { rows, failed, reload, now } = useCampaignList(CAMPAIGN_INDEX_QUERY, initial, error);
  const groups = [
    { label: '进行中', rows: rows.filter((c) => c.status === CAMPAIGN_STATUS.ONGOING) },
    { label: '即将开始', rows: rows.filter((c) => c.status === CAMPAIGN_STATUS.NOT_STARTED) },
  ].filter((g) => g.rows.length);
  return (
    <div className={styles.page}>
      <Seo title="全部活动" description="平台正在进行和即将开始的活动：限时直降、秒杀、官方补贴、新品首发、99特卖、先服务后收费。" path="/activity/new" />
      <HeaderBar title="全部活动" fixed />
      <PullToRefresh onRefresh={reload}>
        <nav className={idx.links} aria-label="活动入口">
          <Link href="/activity/calendar">活动日历</Link>
          <Link href="/seckill">秒杀会场</Link>
          <Link href="/activity/coupon">领券中心</Link>
          <Link href="/activity/marketingTopics">专题会场</Link>
        </nav>
        {failed && !rows.length ? (
          <LoadError text="请求数据失败，请下拉刷新重试" onRetry={() => void reload()} />
        ) : !groups.length ? (
          <Empty text="暂无进行中的活动" hint="新活动开始前会在这里预告" />
        ) : (
          groups.map((g) => (
            <section key={g.label} className={styles.hubCard} aria-label={g.label}>
              <h2 className={idx.groupTitle}>
                {g.label}（{g.rows.length}）
              </h2>
              {g.rows.map((c) => (
                <CampaignRow key={c.specCode} c={c} now={now} onZero={() => void reload()} />
              ))}
            </section>
          ))
        )}
      </PullToRefresh>
    </div>
  );
}
