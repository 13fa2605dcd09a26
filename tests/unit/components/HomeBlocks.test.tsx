import { render, screen, within } from '@testing-library/react';
import { SeckillBlock } from '@/components/home/SeckillBlock';
import { MarketingTiles } from '@/components/home/MarketingTiles';
import { ToolGrid } from '@/components/home/ToolGrid';
import type { AdItem, NavItem } from '@/lib/contract/home/api';

const ad = (id: string, over: Partial<AdItem> = {}): AdItem => ({
  id,
  locationCode: 'ad113282',
  materialUrl: `/images/gen/goods/cover-0${id.slice(-1)}.svg`,
  materialName: `秒杀${id}`,
  materialDescription: '每日10点开抢',
  linkType: 1,
  wapLink: `/detail?productId=${id}`,
  materialLink: '',
  imgLink: '',
  href: `/detail?productId=${id}`,
  external: false,
  ...over,
});

const tool = (id: string, name: string, href: string): NavItem => ({
  id, name, navigationImageUrl: '/images/gen/category/it.svg', navigationWay: 1, wapRoute: href, url: href, imageUrl: '', href, external: false,
});

describe('限时秒杀', () => {
  it('is not shown without seckill ads', () => {
    const { container } = render(<SeckillBlock ads={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows its ads two to a slide, each leading to its goods, and 更多 to /activity/seckill', () => {
    render(<SeckillBlock ads={[ad('a1'), ad('a2'), ad('a3')]} />);
    const block = screen.getByRole('region', { name: '限时秒杀' });
    expect(within(block).getByRole('link', { name: '更多限时秒杀' })).toHaveAttribute('href', '/activity/seckill');
    expect(within(block).getByRole('link', { name: /^秒杀a3\s?每日10点开抢$/ })).toHaveAttribute('href', '/detail?productId=a3');
    expect(block.querySelectorAll('a[href^="/detail"]')).toHaveLength(3);
  });
});

describe('the marketing tiles', () => {
  it('lead to the trade list, 必懂, the demand card and the subsidy page', () => {
    render(<MarketingTiles knownAds={[]} subsidyAds={[]} />);
    expect(screen.getByRole('link', { name: '我要转让' }).getAttribute('href')).toMatch(/^\/list\/jyList\?typeCode=/);
    expect(screen.getByRole('link', { name: /^企服必懂/ })).toHaveAttribute('href', '/known');
    expect(screen.getByRole('link', { name: '立即咨询' })).toHaveAttribute('href', '/myDemandCard');
    expect(screen.getByRole('link', { name: /政策补贴/ })).toHaveAttribute('href', '/activity/subsidy');
    expect(screen.getByText('公司/商标/专利/网店/新媒')).toBeInTheDocument();
  });

  it('lets ad100032 override 企服必懂, and shows the subsidy ads as pictures', () => {
    render(
      <MarketingTiles
        knownAds={[ad('k1', { materialName: '直播课堂', materialDescription: '每周三晚', href: '/known/detail/topic?id=1' })]}
        subsidyAds={[ad('s1', { materialName: '补贴测算', href: '/list/x' }), ad('s2', { materialName: '专精特新', href: '/detail?productId=s2' })]}
      />,
    );
    expect(screen.getByRole('link', { name: /^直播课堂\s?每周三晚$/ })).toHaveAttribute('href', '/known/detail/topic?id=1');
    expect(screen.getByText('每周三晚')).toBeInTheDocument();
    const pics = [screen.getByRole('link', { name: '补贴测算' }), screen.getByRole('link', { name: '专精特新' })];
    for (const p of pics) expect(p.parentElement).toHaveStyle({ width: '48%' });
  });
});

describe('企服工具', () => {
  it('is not shown without tools, and lists each tool with its link', () => {
    const { container, rerender } = render(<ToolGrid tools={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ToolGrid tools={[tool('t1', '发布需求', '/myDemandCard'), tool('t2', '额度估算', '/detail/server/financing/creditEvaluation')]} />);
    expect(screen.getByRole('link', { name: '发布需求' })).toHaveAttribute('href', '/myDemandCard');
    expect(screen.getByRole('heading', { name: '企服工具' })).toBeInTheDocument();
  });
});
