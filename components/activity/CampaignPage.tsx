import { useState } from 'react';
import { useRouter } from 'next/router';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { CAMPAIGN_PRODUCT_TYPE, CAMPAIGN_STATUS, SPEC_TYPE, type CampaignPageConfig } from '@/lib/contract/activity/enums';
import type { ActivityProduct } from '@/lib/contract/activity/api';
import { Empty, LoadError } from '@/components/common/Empty';
import { InlineLoading } from '@/components/common/InlineLoading';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { CampaignBanner } from './CampaignBanner';
import { CampaignHeader } from './CampaignHeader';
import { CampaignTabs } from './CampaignTabs';
import { CountdownOverlay, CountdownStrip } from './CountdownView';
import { GridList, Top3Strip } from './GridList';
import { ProductCard } from './ProductCard';
import { RecoBlock } from './RecoBlock';
import { SubsidyCarousel } from './SubsidyCarousel';
import { SubsidySpecSheet } from './SubsidySpecSheet';
import { useCampaign, type CampaignEngine, type CampaignStart } from './useCampaign';
import styles from './activity.module.css';

/**
 * seckill: 限时直降 (countdown strip, grab buttons); exclusive: countdown overlay + 爆款单品 + tabs; plain: 爆款单品 +
 * tabs (新品首发, 先服务后收费, 营销活动); special: 99特卖 (navy header, top 3, two columns); subsidy: 官方补贴 (navy
 * header, carousel, 补贴价).
 */
export type CampaignVariant = 'seckill' | 'exclusive' | 'plain' | 'special' | 'subsidy';

type Props = { cfg: CampaignPageConfig; start: CampaignStart; variant: CampaignVariant; path: string; description: string };

const CHOOSE_CITY = '/city/choiceCity?type=1';
/** Campaigns whose goods are subsidised spec by spec (get_spec / find_sku): 立即抢购 opens the spec sheet. */
const BY_SPEC: readonly string[] = [SPEC_TYPE.QWBT, SPEC_TYPE.YXHD];

function ListBody({ e, variant, onChoose }: { e: CampaignEngine; variant: CampaignVariant; onChoose?: (p: ActivityProduct) => void }) {
  const { list } = e;
  if (list.loading && !list.items.length) return <InlineLoading />;
  return (
    <>
      {variant === 'special' ? (
        <GridList items={list.items} />
      ) : (
        <section className={styles.list} role="list" aria-label="活动商品">
          {list.items.map((p) => (
            <ProductCard key={p.id} p={p} variant={variant === 'seckill' ? 'seckill' : variant === 'subsidy' ? 'subsidy' : 'normal'} onChoose={onChoose} />
          ))}
        </section>
      )}
      <PagedListEnd list={list} empty={<Empty text="暂无数据" />} />
    </>
  );
}

/** One campaign page of the shared engine (inventory §4.0–§4.8). */
export function CampaignPage({ cfg, start, variant, path, description }: Props) {
  const router = useRouter();
  const e = useCampaign(cfg, start);
  const [choosing, setChoosing] = useState<ActivityProduct | null>(null);
  const bySpec = BY_SPEC.includes(cfg.specType);
  const o = e.options;
  const w = o?.campaign ?? null;
  const title = cfg.title;
  const chooseCity = () => void router.push(CHOOSE_CITY);
  const isService = o?.productType === CAMPAIGN_PRODUCT_TYPE.SERVICE;
  const navy = variant === 'special' || variant === 'subsidy';
  const tabCity = !navy && (isService || e.tabs.length <= 1) ? { name: e.city.name, onChoose: chooseCity } : null;
  const ended = w?.status === CAMPAIGN_STATUS.ENDED;
  const hasItems = e.list.items.length > 0 || e.reco.length > 0;
  const banner = o?.bannerUrl || cfg.banner;

  return (
    <div className={styles.page}>
      <Seo title={title} description={description} path={path} />
      <CampaignHeader title={title} skin={navy ? 'navy' : 'light'} city={navy && isService ? { name: e.city.name, onChoose: chooseCity } : null} />
      <PullToRefresh onRefresh={e.refresh} disabled={!e.specCode}>
        <CampaignBanner src={banner} alt={w?.title ?? title} ruleCode={navy ? undefined : o?.ruleCode || cfg.ruleCode} title={navy ? undefined : w?.title} subtitle={navy ? undefined : w?.subtitle}>
          {variant === 'special' ? <Top3Strip items={e.list.items} /> : null}
          {variant === 'subsidy' ? <SubsidyCarousel items={e.list.items} /> : null}
        </CampaignBanner>
        {!e.specCode ? (
          e.optionsFailed ? (
            <LoadError text="请求数据失败，请下拉刷新重试" onRetry={() => void e.refresh()} />
          ) : (
            <Empty text="本城市暂无进行中的活动" hint="可切换城市或稍后再来看看">
              {tabCity ? (
                <button type="button" className="button-primary" onClick={chooseCity}>
                  切换城市
                </button>
              ) : null}
            </Empty>
          )
        ) : (
          <>
            {variant === 'seckill' ? <CountdownStrip c={e.countdown} target={e.target} ended={ended} note={w?.subtitle || '欢迎来到直降专场'} /> : null}
            {variant === 'exclusive' && hasItems ? <CountdownOverlay c={e.countdown} target={e.target} ended={ended} /> : null}
            {variant === 'exclusive' || variant === 'plain' ? <RecoBlock items={e.reco} /> : null}
            {variant !== 'seckill' ? <CampaignTabs tabs={e.tabs} active={e.tab} onChange={e.setTab} city={tabCity} /> : null}
            <ListBody e={e} variant={variant} onChoose={bySpec ? setChoosing : undefined} />
          </>
        )}
      </PullToRefresh>
      {bySpec ? <SubsidySpecSheet product={choosing} onClose={() => setChoosing(null)} /> : null}
    </div>
  );
}
