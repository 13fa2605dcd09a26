import dynamic from 'next/dynamic';
import { MarketingTiles } from './MarketingTiles';
import { ToolGrid } from './ToolGrid';
import { PlannerStrip } from './PlannerStrip';
import { NewsSection } from './NewsSection';
import { RecommendSection } from './RecommendSection';
import type { HomeAd, HomeArticle, HomeNav, HomePlannerView } from './homeView';
import type { HomeTab } from '@/services/home';
import type { Paged } from '@/lib/contract/paging';
import type { GoodsCardView } from '@/components/list/GoodsCard';
import styles from './recommend.module.css';

// Only needed after scrolling (the floating 推荐 / 顶部 buttons): in the browser alone.
const FloatButton = dynamic(() => import('./FloatButton').then((m) => m.FloatButton), { ssr: false });

export type HomeLowerProps = {
  marketingId: string;
  recommendId: string;
  knownAds: HomeAd[];
  subsidyAds: HomeAd[];
  tools: HomeNav[];
  planners: HomePlannerView[];
  news: HomeArticle[];
  tabs: HomeTab[];
  firstTabGoods: Paged<GoodsCardView> | null;
  areaCode: string;
};

/**
 * The home below its first screen: the four marketing tiles, 企服工具, planners, news and 为您推荐, and the floating
 * buttons that lead to them. pages/index.tsx
 * loads this module as a later part (components/common/LaterPart.tsx): rendered by the server with the rest, its code
 * is not in the home's first load.
 */
export function HomeLower(p: HomeLowerProps) {
  return (
    <div className={styles.lower}>
      <MarketingTiles id={p.marketingId} knownAds={p.knownAds} subsidyAds={p.subsidyAds} />
      <ToolGrid tools={p.tools} />
      <PlannerStrip planners={p.planners} />
      <NewsSection news={p.news} />
      {p.tabs.length ? (
        <div id={p.recommendId} className={styles.anchor}>
          <RecommendSection tabs={p.tabs} firstPage={p.firstTabGoods} cityKey={p.areaCode} />
        </div>
      ) : null}
      <FloatButton marketingId={p.marketingId} recommendId={p.recommendId} />
    </div>
  );
}
