import { render, screen } from '@testing-library/react';
import { GoodsCard } from '@/components/list/GoodsCard';
import { TradeCard } from '@/components/list/TradeCard';
import type { GoodsCard as GoodsCardData, TradeCard as TradeCardData } from '@/services/goods';

const goods = (over: Partial<GoodsCardData> = {}): GoodsCardData => ({
  id: 'g_1',
  goodsNo: 'SP1',
  name: '有限公司注册',
  slogan: '最快3天拿执照',
  img: '/images/gen/goods/a.svg',
  tags: ['官方认证', '全程代办', '不成功退款', '第四个'],
  productType: 'PRO_CLASS_TYPE_SALES',
  classCode: 'FL3',
  classCodeLevel: 'FL1,FL2,FL3',
  classCodeLevelName: '公司服务/公司注册/有限公司',
  salesVolume: 12,
  href: '/detail?productId=g_1&classCodeOne=FL1',
  priceKind: 'fixed',
  priceText: '1299元',
  priceValue: '1299',
  priceUnit: '元',
  priceFen: 129900,
  originalPriceFen: 0,
  originalPriceText: '',
  ...over,
});

describe('goods cards', () => {
  it('link to the detail page with the first class code (spec §2)', () => {
    render(<GoodsCard goods={goods()} />);
    expect(screen.getByRole('link', { name: /^有限公司注册/ })).toHaveAttribute('href', '/detail?productId=g_1&classCodeOne=FL1');
  });

  it('show the server price as it is: number and unit, or 面议 alone', () => {
    const { rerender } = render(<GoodsCard goods={goods()} />);
    expect(screen.getByLabelText('1299元')).toBeInTheDocument();
    rerender(<GoodsCard goods={goods({ priceKind: 'negotiable', priceText: '面议', priceValue: '', priceUnit: '', priceFen: 0 })} />);
    expect(screen.getByText('面议')).toBeInTheDocument();
    rerender(<GoodsCard goods={goods({ priceKind: 'ladder', priceText: '3%服务费起', priceValue: '3', priceUnit: '%服务费起', priceFen: 0 })} />);
    expect(screen.getByLabelText('3%服务费起')).toBeInTheDocument();
  });

  it('show at most three tags and highlight the searched word', () => {
    const { container } = render(<GoodsCard goods={goods()} keyword="公司" />);
    expect(screen.queryByText('第四个')).toBeNull();
    expect(container.querySelector('em')?.textContent).toBe('公司');
  });

  it('trade cards open the trade detail with their type and mark locked listings', () => {
    const item: TradeCardData = {
      id: 't_1', productNo: 'JY1', name: '成都**科技有限公司', dzname: '', tradeKey: 'GS', dictCode: 'CATE-JYZY-GS', typeCode: 'FL20201224136319',
      classCode: 'FL20201224136319', classCodeLevel: 'FL20201224136319', goodsImg: '/images/gen/trade/a.svg', desc: '3年以上 | 100-500万',
      fieldList: [], platformPriceFen: 6700000, referencePriceFen: 6700000, priceText: '67000元', status: 'PRO_STATUS_LOCKED', locked: true,
      productType: 'PRO_CLASS_TYPE_TRANSACTION', href: '',
    };
    render(<TradeCard item={item} />);
    expect(screen.getByRole('link', { name: /^成都\*\*科技有限公司已锁定/ })).toHaveAttribute('href', '/detail/transactionDetails?productId=t_1&type=FL20201224136319');
    expect(screen.getByText('已锁定')).toBeInTheDocument();
    expect(screen.getByText('67000元')).toBeInTheDocument();
  });
});
