import { lazyComponent } from '@/components/common/lazyComponent';
import { useSyncExternalStore } from 'react';
import { MarketingTiles } from './MarketingTiles';
import { ToolGrid } from './ToolGrid';
import { PlannerStrip } from './PlannerStrip';
import { NewsSection } from './NewsSection';
import { RecommendSection } from './RecommendSection';
import type { HomeAd, HomeArticle, HomeNav, HomePlannerView } from './homeView';
import type { HomeTab } from '@/services/home';
import type { Paged } from '@/lib/contract/paging';
import type { GoodsCardView } from '@/components/list/GoodsCard';
import { scrollRoot, subscribeScroll } from './scrollRoot';
import styles from './recommend.module.css';

// Only needed after scrolling (the floating 推荐 / 顶部 buttons): in the browser alone, once the page has scrolled.
const FloatButton = lazyComponent(() => import('./FloatButton').then((m) => m.FloatButton), undefined, { ssr: false });

const awayFromTop = () => {
  const root = scrollRoot();
  return (root ? root.scrollTop : window.scrollY) > 0;
};
const atTopOnServer = () => false;

/**
 * Whether the page is scrolled away from its top (also when it already was as this part mounted, a return to the
 * home). The floating button hides near the top, so its code loads on the first scroll: not among the home's start-up
 * tasks, where evaluating it and measuring the page took a task of its own (docs/PERFORMANCE.md, twenty-first pass).
 */
const useAwayFromTop = () => useSyncExternalStore(subscribeScroll, awayFromTop, atTopOnServer);

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
  const scrolled = useAwayFromTop();
  return (
    <div className={styles.lower}>
      <MarketingTiles id={p.marketingId} knownAds={p.knownAds} subsidyAds={p.subsidyAds} />
      <ToolGrid tools={p.tools} />
      <PlannerStrip planners={p.planners} />
      <NewsSection news={p.news} />
      {p.tabs.length ? (
        <div id={p.recommendId} className={`${styles.anchor} ${styles.later}`}>
          <RecommendSection tabs={p.tabs} firstPage={p.firstTabGoods} cityKey={p.areaCode} />
        </div>
      ) : null}
      {scrolled ? <FloatButton marketingId={p.marketingId} recommendId={p.recommendId} /> : null}
    </div>
  );
}
