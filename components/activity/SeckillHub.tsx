import Link from 'next/link';
import { memo } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { CAMPAIGN_PAGES, CAMPAIGN_STATUS } from '@/lib/contract/activity/enums';
import type { ActivityListPage, CampaignSummary } from '@/lib/contract/activity/api';
import { SECKILL_SESSIONS_QUERY } from '@/services/loaders/activity';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { LazyImage } from '@/components/common/LazyImage';
import { Seo } from '@/components/common/Seo';
import { priceText, campaignHref } from './activityRules';
import { useCampaignCountdownText } from './useServerClock';
import { useCampaignList } from './useCampaignList';
import styles from './activity.module.css';

/** A session's head: title, hours, count and state (re-rendered only when the list is reloaded). */
const SessionHead = memo(function SessionHead({ c }: { c: CampaignSummary }) {
  const live = c.status === CAMPAIGN_STATUS.ONGOING;
  return (
    <div className={styles.hubHead}>
      <div>
        <h2>{c.title}</h2>
        <span className={styles.muted}>
          {c.startTime.slice(5, 16)} — {c.endTime.slice(5, 16)} · {c.productCount}件商品
        </span>
      </div>
      <span className={live ? styles.action : styles.actionOff} style={{ alignSelf: 'center' }}>
        {live ? '抢购中' : '即将开始'}
      </span>
    </div>
  );
});

/** The one part of a card that changes every second. */
function SessionTimer({ c, now, onZero }: { c: CampaignSummary; now: number; onZero: () => void }) {
  const timer = useCampaignCountdownText(c, now, onZero);
  return (
    <p className={styles.muted} role="timer">
      {timer}
    </p>
  );
}

/** A session's goods and its link (re-rendered only when the list is reloaded). */
const SessionGoods = memo(function SessionGoods({ c }: { c: CampaignSummary }) {
  const live = c.status === CAMPAIGN_STATUS.ONGOING;
  return (
    <>
      <div className={styles.recoRow} style={{ margin: '0.16rem 0' }}>
        {c.preview.map((p) => (
          <Link key={p.id} href={campaignHref(p)} className={styles.recoCard}>
            <LazyImage src={p.imageUrl} alt={p.skuName} width={100} height={100} fallback="goods" style={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: '0.12rem' }} />
            <p className={styles.recoName}>{p.skuName}</p>
            <span className={styles.price} style={{ fontSize: '0.26rem' }}>
              {priceText(p.specialPriceFen)}
            </span>{' '}
            {p.skuPriceFen > p.specialPriceFen ? <span className={styles.origin}>{priceText(p.skuPriceFen)}</span> : null}
          </Link>
        ))}
      </div>
      <Link href={c.pagePath} className={styles.more} aria-label={`${live ? '去抢购' : '去看看'}：${c.title}`}>
        {live ? '去抢购' : '去看看'} &gt;
      </Link>
    </>
  );
});

/**
 * One session. The page's clock ticks every second; only the timer line re-renders with it, not the goods (the hub
 * re-rendered every card and picture each second before, the highest blocking time of the pages measured).
 */
function SessionCard({ c, now, onZero }: { c: CampaignSummary; now: number; onZero: () => void }) {
  return (
    <section className={styles.hubCard} aria-label={c.title}>
      <SessionHead c={c} />
      <SessionTimer c={c} now={now} onZero={onZero} />
      <SessionGoods c={c} />
    </section>
  );
}

/** /seckill: the flash sale's hub — every 专场 and 场次 that is live (抢购中) or coming (即将开始), on the server's clock. */
export function SeckillHub({ initial, error }: { initial: ActivityListPage | null; error: string }) {
  const { rows, failed, reload, now } = useCampaignList(SECKILL_SESSIONS_QUERY, initial, error);
  return (
    <div className={styles.page}>
      <Seo title="秒杀会场" description="限时直降与整点秒杀：正在抢购和即将开始的场次，倒计时以平台时间为准。" path="/seckill" />
      <HeaderBar title="秒杀会场" fixed />
      <PullToRefresh onRefresh={reload}>
        <div className={styles.banner} style={{ aspectRatio: '750 / 300' }}>
          <img src={CAMPAIGN_PAGES.seckill.banner} alt="秒杀会场" className={styles.bannerImg} />
          <div className={styles.bannerTitle}>
            <h1>秒杀会场</h1>
            <p>每个整点准时开抢 · <Link href="/activity/timeSpike" style={{ color: '#fff' }}>整点秒杀</Link></p>
          </div>
        </div>
        {failed && !rows.length ? (
          <LoadError text="请求数据失败，请下拉刷新重试" onRetry={() => void reload()} />
        ) : !rows.length ? (
          <Empty text="暂无秒杀场次，下一场开始前会在这里预告" />
        ) : (
          rows.map((c) => <SessionCard key={c.specCode} c={c} now={now} onZero={() => void reload()} />)
        )}
        {rows.length ? <p className={styles.muted} style={{ textAlign: 'center', padding: '0.2rem' }}>没有更多了</p> : null}
      </PullToRefresh>
    </div>
  );
}
