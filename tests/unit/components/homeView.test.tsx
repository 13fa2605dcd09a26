import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PolymerizationData } from '@/services/home';
import { homeView } from '@/components/home/homeView';
import { BannerCarousel } from '@/components/home/BannerCarousel';
import { NavGrid } from '@/components/home/NavGrid';
import { SeckillBlock } from '@/components/home/SeckillBlock';
import { MarketingTiles } from '@/components/home/MarketingTiles';
import { ToolGrid } from '@/components/home/ToolGrid';
import { PlannerStrip } from '@/components/home/PlannerStrip';
import { NewsSection } from '@/components/home/NewsSection';
import { GoodsCard } from '@/components/list/GoodsCard';

// The home's props are the polymerization answer cut to what its sections read (components/home/homeView.ts): the
// sections must draw exactly the same page from the cut as from the whole answer.

const nav = (i: number, href: string) => ({
  id: `nav_${i}`,
  name: `导航${i}`,
  navigationImageUrl: `/images/gen/nav/${i}.svg`,
  navigationWay: 1 as const,
  wapRoute: href,
  url: href,
  imageUrl: '',
  href,
  external: false,
});
const ad = (i: number, slot: string, href = `/detail?productId=g_${i}`, external = false) => ({
  id: `ad_${i}`,
  locationCode: slot,
  materialUrl: `/images/gen/goods/cover-${i}.svg`,
  materialName: `广告${i}`,
  materialDescription: `说明${i}`,
  linkType: (external ? 2 : 1) as 1 | 2,
  wapLink: href,
  materialLink: href,
  imgLink: '',
  href,
  external,
});
const goods = (i: number, productType = 'PRO_CLASS_TYPE_SALES') => ({
  priceKind: 'fixed' as const,
  priceText: `${i}99元`,
  priceValue: `${i}99`,
  priceUnit: '元',
  priceFen: i * 9900,
  originalPriceFen: 0,
  originalPriceText: '',
  id: `g_${i}`,
  goodsNo: `SP${i}`,
  name: `商品${i}`,
  slogan: i % 2 ? `卖点${i}` : '',
  img: `/images/gen/goods/cover-${i}.svg`,
  tags: i % 2 ? ['官方认证', '全程代办'] : [],
  productType,
  classCode: 'FL20210701300017',
  classCodeLevel: 'FL20210425163698,FL20210425163709,FL20210701300017',
  classCodeLevelName: '公司服务/公司注册/有限公司注册',
  salesVolume: i * 1000,
  href: `/detail?productId=g_${i}`,
});

const answer: PolymerizationData = {
  advertising: {
    ad100234: [ad(1, 'ad100234'), ad(2, 'ad100234', 'https://example.com/x', true)],
    ad113282: [ad(3, 'ad113282'), ad(4, 'ad113282'), ad(5, 'ad113282')],
    ad113284: [ad(6, 'ad113284')],
    ad100032: [ad(7, 'ad100032', '/known/detail/article?id=k1')],
  },
  fixedNavList: [1, 2, 3, 4, 5].map((i) => nav(i, `/list/serveList?i=${i}`)),
  rollNavList: [6, 7, 8, 9, 10, 11, 12].map((i) => nav(i, `/list/transactionList?i=${i}`)),
  toolNavList: [13, 14, 15].map((i) => nav(i, `/detail/server/financing?i=${i}`)),
  tabs: [{ code: 'C-SY-RMSP-GG-1', name: '公司服务', classCode: 'FL20210425163698' }],
  firstTabGoods: { records: [goods(1), goods(2), goods(3, 'PRO_CLASS_TYPE_TRANSACTION')], current: 1, totalPage: 3, totalCount: 25, limit: 10 },
  planners: [
    { mchUserId: 'u_p1', name: '吕明轩', avatar: '/images/gen/avatar/planner-1.svg', postName: '知产顾问', point: 1000, payNum: 3, goodReputation: '100%', tagNameList: ['驳回复审'], type: 'MERCHANT_B' },
    { mchUserId: 'u_p2', name: '王芳', avatar: '', postName: '', point: 820, payNum: 0, goodReputation: '', tagNameList: [], type: 'MERCHANT_B' },
  ],
  news: [
    { id: 'art_1', title: '注册公司全流程', summary: '六个环节', coverUrl: '/images/gen/goods/cover-07.svg', category: 'company', categoryName: '公司注册', publishedAt: '2026-11-20T02:00:00.000Z', publishedDate: '2026-11-20', views: 300, hot: true },
  ],
  areaCode: '510100',
};

const html = (el: ReactElement) => {
  const { container, unmount } = render(el);
  const out = container.innerHTML;
  unmount();
  return out;
};

describe('the home view (what the home page renders of the polymerization answer)', () => {
  const view = homeView(answer);

  it('draws every section the same from the cut as from the whole answer', () => {
    const pairs: [ReactElement, ReactElement][] = [
      [<BannerCarousel key="a" ads={answer.advertising.ad100234} label="首页推荐" />, <BannerCarousel key="b" ads={view.advertising.ad100234} label="首页推荐" />],
      [<NavGrid key="a" fixed={answer.fixedNavList} roll={answer.rollNavList} />, <NavGrid key="b" fixed={view.fixedNavList} roll={view.rollNavList} />],
      [<SeckillBlock key="a" ads={answer.advertising.ad113282} />, <SeckillBlock key="b" ads={view.advertising.ad113282} />],
      [
        <MarketingTiles key="a" knownAds={answer.advertising.ad100032} subsidyAds={answer.advertising.ad113284} />,
        <MarketingTiles key="b" knownAds={view.advertising.ad100032} subsidyAds={view.advertising.ad113284} />,
      ],
      [<ToolGrid key="a" tools={answer.toolNavList} />, <ToolGrid key="b" tools={view.toolNavList} />],
      [<PlannerStrip key="a" planners={answer.planners} />, <PlannerStrip key="b" planners={view.planners} />],
      [<NewsSection key="a" news={answer.news} />, <NewsSection key="b" news={view.news} />],
      ...answer.firstTabGoods.records.map(
        (g, i) => [<GoodsCard key="a" goods={g} />, <GoodsCard key="b" goods={view.firstTabGoods.records[i]} />] as [ReactElement, ReactElement],
      ),
    ];
    for (const [whole, cut] of pairs) {
      const expected = html(whole);
      expect(expected.length).toBeGreaterThan(0);
      expect(html(cut)).toBe(expected);
    }
  });

  it('keeps the lists, their order, the paging and the city, and drops the repeated links and other screens’ fields', () => {
    expect(view.firstTabGoods).toMatchObject({ current: 1, totalPage: 3, totalCount: 25, limit: 10 });
    expect(view.firstTabGoods.records.map((g) => g.id)).toEqual(['g_1', 'g_2', 'g_3']);
    expect(view.rollNavList.map((n) => n.id)).toEqual(answer.rollNavList.map((n) => n.id));
    expect(Object.keys(view.advertising)).toEqual(Object.keys(answer.advertising));
    expect(view.tabs).toEqual(answer.tabs);
    expect(view.areaCode).toBe('510100');
    const json = JSON.stringify(view);
    for (const field of ['wapRoute', 'wapLink', 'materialLink', 'goodsNo', 'priceFen', 'classCodeLevelName', 'tagNameList', 'publishedDate']) {
      expect(json).not.toContain(`"${field}"`);
    }
    expect(json.length).toBeLessThan(JSON.stringify(answer).length * 0.7);
  });
});
