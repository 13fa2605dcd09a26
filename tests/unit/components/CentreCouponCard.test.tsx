import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ReceivableCoupon } from '@/lib/contract/coupon/api';
import { CentreCouponCard } from '@/components/coupon/centre/CentreCouponCard';

const base: ReceivableCoupon = {
  id: 'ct_x',
  couponName: '全场满2000减300',
  typeName: '平台券',
  couponType: 1,
  reduceFen: 30000,
  discount: 1000,
  fullFen: 200000,
  useType: 1,
  scopeCode: null,
  productName: '',
  productId: '',
  serviceLife: '2025.01.01-2030.12.31',
  merId: '-1',
  belongType: 'COUPON_DISCOUNT',
  couponStatus: 0,
  countSum: 200,
  countSur: 7,
  remark: '限量200张，先到先得。',
  audience: 0,
  receiveEndDate: '2030-12-31T15:59:59.000Z',
};

function Card({ coupon, onReceive = () => {} }: { coupon: ReceivableCoupon; onReceive?: () => void }) {
  const [open, setOpen] = useState(false);
  return <CentreCouponCard coupon={coupon} busy={false} remarkOpen={open} soonBefore={Date.parse('2030-01-01T00:00:00Z')} onRemark={setOpen} onReceive={onReceive} />;
}

describe('领券中心 coupon card (inventory platform §4.9)', () => {
  it('shows amount, threshold, the stock bar and 立即领取', () => {
    const onReceive = vi.fn();
    render(<Card coupon={base} onReceive={onReceive} />);
    const card = screen.getByRole('listitem', { name: '全场满2000减300' });
    expect(card).toHaveTextContent('¥300');
    expect(card).toHaveTextContent('满2000元可用');
    expect(card).toHaveTextContent('满减券');
    expect(card).toHaveTextContent('剩余4%');
    expect(screen.getByRole('progressbar', { name: '剩余数量' })).toHaveAttribute('aria-valuenow', '4');
    fireEvent.click(screen.getByRole('button', { name: '立即领取 全场满2000减300' }));
    expect(onReceive).toHaveBeenCalledOnce();
  });

  it('a discount coupon shows 折 and 不限量; the scope line opens and closes the rules', () => {
    render(<Card coupon={{ ...base, couponName: '代理记账8.8折券', couponType: 2, discount: 880, fullFen: 0, useType: 2, productName: '代理记账', countSum: -1, countSur: -1, remark: '仅限代理记账' }} />);
    const card = screen.getByRole('listitem', { name: '代理记账8.8折券' });
    expect(card).toHaveTextContent('8.8 折');
    expect(card).toHaveTextContent('无门槛');
    expect(card).toHaveTextContent('不限量');
    expect(card).toHaveTextContent('折扣券');
    fireEvent.click(screen.getByRole('button', { name: '"代理记账"-可用，查看使用说明' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('仅限代理记账');
    fireEvent.click(screen.getByRole('button', { name: '关闭使用说明' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('已领完 greys the card without stock; 已领取 shows the stamp; neither can be tapped', () => {
    const { unmount } = render(<Card coupon={{ ...base, couponStatus: 1, countSur: 0 }} />);
    expect(screen.getByRole('button', { name: '已领完 全场满2000减300' })).toBeDisabled();
    expect(screen.queryByText(/剩余/)).toBeNull();
    unmount();
    render(<Card coupon={{ ...base, couponStatus: 2 }} />);
    expect(screen.getByRole('button', { name: '已领取 全场满2000减300' })).toBeDisabled();
    expect(screen.getAllByText('已领取')).toHaveLength(2);
  });

  it('says until when a grab that ends soon can be received', () => {
    render(<Card coupon={{ ...base, receiveEndDate: '2029-11-27T15:59:59.000Z' }} />);
    expect(screen.getByText('领取截止 2029-11-27 23:59')).toBeInTheDocument();
  });

  it('amounts of 10000 yuan and more in 万', () => {
    render(<Card coupon={{ ...base, reduceFen: 1_500_000, fullFen: 10_000_000 }} />);
    const card = screen.getByRole('listitem', { name: '全场满2000减300' });
    expect(card).toHaveTextContent('¥1.5万');
    expect(card).toHaveTextContent('满10万可用');
  });

  it('a 新客 coupon says so; for a customer with a paid order it is greyed with 仅限新用户 and the reason, not a live button', () => {
    const onReceive = vi.fn();
    render(<Card coupon={{ ...base, couponName: '新客无门槛10元券', audience: 1, couponStatus: 3 }} onReceive={onReceive} />);
    const card = screen.getByRole('listitem', { name: '新客无门槛10元券' });
    expect(card).toHaveTextContent('新客专享');
    expect(card).toHaveTextContent('仅限尚无支付成功订单的新用户领取');
    const button = screen.getByRole('button', { name: '仅限新用户 新客无门槛10元券' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onReceive).not.toHaveBeenCalled();
  });
});
