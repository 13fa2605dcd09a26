import { useEffect, useRef, useState } from 'react';
// The layout's own module, not layouts/index.tsx (whose helpers take every layout into the page's first load).
import { NewNavLayout } from '@/layouts/NewNavLayout';
import type { PageWithLayout } from '@/layouts/types';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/constants';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { whenIdle } from '@/lib/idle';
import { useCityStore } from '@/stores/city';
import { polymerization } from '@/services/home';
import { homeView, type HomeView } from '@/components/home/homeView';
import { AD_SLOT } from '@/lib/contract/catalog/adSlots';
import { AD_SLOTS_HOME } from '@/components/home/slots';
import { HomeHeader } from '@/components/home/HomeHeader';
import { BannerCarousel } from '@/components/home/BannerCarousel';
import { NavGrid } from '@/components/home/NavGrid';
import { SeckillBlock } from '@/components/home/SeckillBlock';
import { laterPart } from '@/components/common/LaterPart';
import { lazyComponent } from '@/components/common/lazyComponent';
import { Seo } from '@/components/common/Seo';
import styles from '@/components/home/home.module.css';

// Below the first screen: its code loaded after the page's own (ADR 0062); rendered by the server for visitors only
// (ADR 0064).
const HomeLower = laterPart(() => import('@/components/home/HomeLower').then((m) => m.HomeLower));
// Shown only when the home's content could not be had (the server's render includes it then, ADR 0062).
const Empty = lazyComponent(() => import('@/components/common/Empty').then((m) => m.Empty));

const MARKETING_ID = 'home-marketing';
const RECOMMEND_ID = 'home-recommend-block';

type Props = ReadyProps<{ home: HomeView | null; cityName: string; belowFoldOnServer: boolean }>;

export const getServerSideProps = pageLoader(
  async ({ client, cookieCity, personal }) => {
    const answer = await optional(polymerization({ locationCodeList: AD_SLOTS_HOME }, client));
    // Only what the sections read goes into the page's props (and so into its HTML): components/home/homeView.ts.
    const home = answer && homeView(answer);
    const cityName = typeof cookieCity?.name === 'string' ? cookieCity.name : '';
    // A visitor's render is the shared copy (scripts/pageCache.mjs) that crawlers read too: the lower half is in it.
    // A customer's is theirs alone: the browser renders the lower half (ADR 0064).
    return { home, cityName, belowFoldOnServer: !personal };
  },
  { errorPage: true },
);

/**
 * 首页: search with the city, banners, 金刚区, 限时秒杀, the four marketing tiles, 企服工具, planners, news, and the
 * recommended goods of the current city; a floating 推荐 / 顶部 button.
 */
const HomePage: PageWithLayout<Props> = ({ data: { home: ssrData, cityName, belowFoldOnServer } }) => {
  const [data, setData] = useState(ssrData);
  const [failed, setFailed] = useState(false);
  const city = useCityStore((s) => s.currentCity);

  useEffect(() => {
    // A first visit has no city yet: locate silently (the located city becomes current), once the page is idle.
    const store = useCityStore.getState();
    if (!store.currentCity) store.restoreFromCookies();
    if (!useCityStore.getState().currentCity) whenIdle(() => void useCityStore.getState().positionCity());
  }, []);

  // The page was rendered for another city (first visit located elsewhere, or the server could not answer).
  const cityCode = city?.code;
  const fetchedFor = useRef(ssrData?.areaCode ?? '');
  useEffect(() => {
    if (!cityCode || failed || (data && fetchedFor.current === cityCode)) return;
    fetchedFor.current = cityCode;
    let live = true;
    // the browser loads the home service only when it needs another city's content (the server rendered this one)
    import('@/services/home')
      .then((m) => m.polymerization({ locationCodeList: AD_SLOTS_HOME }))
      .then(
        // The whole answer (it is already downloaded); the cut is for the server's props only, and keeps homeView out
        // of the page's JavaScript.
        (d) => live && (setData(d), setFailed(false)),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [cityCode, data, failed]);

  const top = data?.advertising[AD_SLOTS_HOME[0]] ?? [];
  return (
    <div className={styles.page}>
      <Seo title={SITE_TITLE} description={SITE_DESCRIPTION} path="/" ogImage={top[0]?.materialUrl} />
      <HomeHeader cityName={city?.name || cityName} />
      <div className={styles.hero}>
        <BannerCarousel ads={top} label="首页推荐" />
      </div>
      {data ? (
        <>
          <NavGrid fixed={data.fixedNavList} roll={data.rollNavList} />
          <SeckillBlock ads={data.advertising[AD_SLOT.SECKILL] ?? []} />
          <HomeLower
            inPlace={belowFoldOnServer}
            marketingId={MARKETING_ID}
            recommendId={RECOMMEND_ID}
            knownAds={data.advertising[AD_SLOT.KNOWN] ?? []}
            subsidyAds={data.advertising[AD_SLOT.SUBSIDY] ?? []}
            tools={data.toolNavList}
            planners={data.planners}
            news={data.news ?? []}
            tabs={data.tabs}
            firstTabGoods={data.firstTabGoods}
            areaCode={data.areaCode}
          />
        </>
      ) : (
        <div className={styles.failBox}>
          <Empty text={failed ? '服务异常，请刷新重试！' : '加载中'}>
            {failed ? (
              <button
                type="button"
                className="button-primary"
                onClick={() => {
                  fetchedFor.current = '';
                  setFailed(false);
                }}
              >
                重新加载
              </button>
            ) : null}
          </Empty>
        </div>
      )}
    </div>
  );
};

HomePage.getLayout = (page) => <NewNavLayout>{page}</NewNavLayout>;
export default HomePage;
