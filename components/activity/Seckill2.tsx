import { useCallback, useState } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { CAMPAIGN_PAGES, DEFAULT_CAMPAIGN_CITY, SECKILL_FILTER, type SeckillFilter } from '@/lib/contract/activity/enums';
import type { ActivityProduct, SeckillCensus, SeckillListPage } from '@/lib/contract/activity/api';
import { seckillList } from '@/services/activity';
import { Empty, LoadError } from '@/components/common/Empty';
import { InlineLoading } from '@/components/common/InlineLoading';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { CampaignBanner } from './CampaignBanner';
import { CampaignHeader } from './CampaignHeader';
import { ProductCard } from './ProductCard';
import styles from './activity.module.css';

const STATS: { key: SeckillFilter; label: string; of: keyof SeckillCensus }[] = [
  { key: SECKILL_FILTER.ALL, label: '全部服务', of: 'all' },
  { key: SECKILL_FILTER.ONGOING, label: '秒杀进行中', of: 'ongoing' },
  { key: SECKILL_FILTER.COMING, label: '即将开始', of: 'coming' },
  { key: SECKILL_FILTER.ENDED, label: '秒杀结束', of: 'ended' },
];

/** /activity/seckill2: the flash sale's products with the real counts of 全部 / 进行中 / 即将开始 / 已结束, each a filter. */
export function Seckill2({ first, error }: { first: SeckillListPage | null; error: string }) {
  const [status, setStatus] = useState<SeckillFilter>(SECKILL_FILTER.ALL);
  const [census, setCensus] = useState<SeckillCensus | null>(first?.census ?? null);
  const fetchPage = useCallback(
    async (page: number) => {
      const p = await seckillList({ status, page, limit: 15, cityCode: DEFAULT_CAMPAIGN_CITY.code });
      setCensus(p.census);
      return p;
    },
    [status],
  );
  const list = usePagedList<ActivityProduct>(fetchPage, status, first);
  const cfg = CAMPAIGN_PAGES.seckill;
  return (
    <div className={styles.page}>
      <Seo title="限时秒杀" description="限时秒杀：全部、进行中、即将开始与已结束的秒杀服务一览。" path="/activity/seckill2" />
      <CampaignHeader title="限时秒杀" />
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <CampaignBanner src={cfg.banner} alt="限时秒杀" ruleCode={cfg.ruleCode} title="限时秒杀" subtitle="好服务，限时抢" />
        <div className={styles.stats} role="tablist" aria-label="秒杀状态">
          {STATS.map((s) => (
            <button key={s.key} type="button" role="tab" aria-selected={status === s.key} className={status === s.key ? styles.statOn : styles.stat} onClick={() => setStatus(s.key)}>
              <span className={styles.statNum}>{census ? census[s.of] : '-'}</span>
              <span className={styles.statLabel}>{s.label}</span>
            </button>
          ))}
        </div>
        {error && !list.items.length ? <LoadError text={error} onRetry={() => void list.refresh()} /> : null}
        {list.loading && !list.items.length ? (
          <InlineLoading />
        ) : (
          <section className={styles.list} role="list" aria-label="秒杀商品">
            {list.items.map((p) => (
              <ProductCard key={p.id} p={p} variant="seckill" />
            ))}
          </section>
        )}
        <PagedListEnd list={list} empty={<Empty text="暂无数据" />} />
      </PullToRefresh>
    </div>
  );
}
