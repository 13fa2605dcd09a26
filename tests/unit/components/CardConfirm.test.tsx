import { render, screen } from '@testing-library/react';
import type { ActCard } from '@/services/actCard';
import { CardConfirm } from '@/components/my/coupon/CardConfirm';

const router = vi.hoisted(() => ({ pathname: '/my/coupon/act-card-details', asPath: '/my/coupon/act-card-details?id=ac_site_100', back: vi.fn(), push: vi.fn(), replace: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => router }));
vi.mock('@/services/order', () => ({ getPaymentSerialNo: () => Promise.resolve({ serialNo: 's1' }) }));
vi.mock('@/services/actCard', () => ({ addActCardOrder: vi.fn() }));

const card: ActCard = {
  id: 'ac_site_100',
  cardCode: 'HDK2025001',
  cardName: '全场满1000减100卡',
  cardType: 1,
  typeName: '满减卡',
  rebateFen: 10000,
  rebateNeedFen: 100000,
  discount: 1000,
  useLimit: 1,
  scopeCode: null,
  productName: '',
  scopeText: '全场通用',
  remark: '每笔订单限用一张活动卡',
  availableTimes: 3,
  priceFen: 1990,
  stock: 1000,
  leftStock: 872,
  leftPercent: 88,
  validateType: 1,
  validateDays: 90,
  validateDateStart: null,
  validateDateEnd: null,
  validityText: '自购买之日起90天',
  saleEnd: '2030-01-01T00:00:00.000Z',
  saleState: 1,
  saleStateLabel: '在售',
  perUserLimit: 10,
  boughtCount: 0,
  canBuy: true,
  whyNot: '',
  imgUrl: '',
};

describe('购买确认 of an activity card', () => {
  it('shows the refund rule before buying', () => {
    render(<CardConfirm card={card} />);
    const info = screen.getByLabelText('活动卡信息');
    expect(info).toHaveTextContent('退款规则');
    expect(info).toHaveTextContent('未使用的次数按比例退款，已使用的次数不退');
    expect(info).toHaveTextContent('可退金额 = 售价 × 未使用次数 ÷ 总次数（不足1分的部分不退）');
    expect(screen.getByRole('button', { name: /立即购买/ })).toBeEnabled();
  });
});
