import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { GoodsDetail, PriceView, SkuOption } from '@/services/goods';
import { priceParts } from '@/components/detail/price';
import { initialSelection, isOffered, skuOf } from '@/components/detail/skuState';
import { PriceLine } from '@/components/detail/PriceTitle';
import { SkuSelector } from '@/components/detail/SkuSelector';
import { SKU_UNAVAILABLE, useSkuPricing } from '@/components/detail/useSkuPricing';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';

const api = vi.hoisted(() => ({ findSkuDetail: vi.fn() }));
vi.mock('@/services/goods', () => ({ findSkuDetail: api.findSkuDetail }));

const view = (priceKind: PriceView['priceKind'], priceValue: string, priceUnit: string, original = ''): PriceView => ({
  priceKind,
  priceText: priceKind === 'negotiable' ? '面议' : `${priceValue}${priceUnit}`,
  priceValue,
  priceUnit,
  priceFen: priceKind === 'fixed' ? Number(priceValue) * 100 : 0,
  originalPriceFen: original ? 1 : 0,
  originalPriceText: original,
});

describe('price display (spec §4 "Price display")', () => {
  it('shows 面议 when the price is 0 or on request', () => {
    expect(priceParts(view('negotiable', '', ''))).toMatchObject({ main: '面议', unit: '', negotiable: true });
  });

  it('shows a fixed price as the number and 元, with the crossed-out price', () => {
    expect(priceParts(view('fixed', '1099', '元', '¥1480'))).toMatchObject({ main: '1099', unit: '元', original: '¥1480', text: '1099元' });
  });

  it('shows a floating price as a percent service fee, and the ladder minimum with 服务费起', () => {
    expect(priceParts(view('floating', '5', '%服务费'))).toMatchObject({ main: '5', unit: '%服务费', original: '' });
    expect(priceParts(view('ladder', '3', '%服务费起'))).toMatchObject({ main: '3', unit: '%服务费起' });
  });

  it('renders the parts with an accessible label of the whole price', () => {
    const { rerender } = render(<PriceLine price={view('fixed', '1099', '元')} />);
    expect(screen.getByTestId('goods-price')).toHaveAttribute('aria-label', '价格 1099元');
    expect(screen.getByText('¥')).toBeInTheDocument();
    rerender(<PriceLine price={view('negotiable', '', '')} />);
    expect(screen.getByTestId('goods-price')).toHaveTextContent('面议');
  });
});

const sku = (skuId: string, valueIds: string[], p: PriceView, stock = 5): SkuOption => ({ ...p, skuId, skuNo: skuId.toUpperCase(), valueIds, valueNames: valueIds.join(','), stock });
const SKUS = [
  sku('s1', ['small', 'y1'], view('fixed', '1099', '元')),
  sku('s2', ['general', 'y1'], view('fixed', '2980', '元')),
  sku('s3', ['small', 'y2'], view('fixed', '1999', '元')),
  sku('s4', ['general', 'y2'], view('fixed', '5600', '元'), 0),
];
const ATTRS = [
  { id: 'a1', name: '纳税人类型', attrValList: [{ id: 'small', name: '小规模纳税人' }, { id: 'general', name: '一般纳税人' }] },
  { id: 'a2', name: '服务期限', attrValList: [{ id: 'y1', name: '1年' }, { id: 'y2', name: '2年' }] },
];

describe('SKU choice rules', () => {
  it('starts from the default SKU', () => {
    expect(initialSelection(ATTRS, SKUS, 's3')).toEqual(['small', 'y2']);
    expect(initialSelection(ATTRS, SKUS, null)).toEqual(['', '']);
  });

  it('offers a value only if a SKU in stock combines it with the other choices', () => {
    expect(isOffered(SKUS, ['small', 'y2'], 0, 'general')).toBe(false); // s4 has no stock
    expect(isOffered(SKUS, ['small', 'y1'], 0, 'general')).toBe(true);
  });

  it('finds the SKU of a complete choice', () => {
    expect(skuOf(SKUS, ['general', 'y1'])?.skuId).toBe('s2');
    expect(skuOf(SKUS, ['general', ''])).toBeNull();
  });
});

function Harness() {
  const goods = { id: 'g_1', skuAttrs: ATTRS, skus: SKUS, ...view('fixed', '1099', '元') } as unknown as GoodsDetail;
  const s = useSkuPricing(goods, 's1');
  return (
    <>
      <PriceLine price={s.sku ?? goods} pricing={s.pricing} />
      <SkuSelector attrs={ATTRS} skus={SKUS} selection={s.selection} sku={s.sku} unavailable={s.unavailable} onPick={(i, v) => void s.pick(i, v)} />
    </>
  );
}

describe('choosing a SKU re-prices through the server', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.findSkuDetail.mockReset();
    vi.spyOn(toast, 'error').mockImplementation(() => ({ close: () => undefined, shown: Promise.resolve() }));
  });

  it('shows the server price of the new combination', async () => {
    api.findSkuDetail.mockResolvedValue(sku('s2', ['general', 'y1'], view('fixed', '2980', '元')));
    render(<Harness />);
    expect(screen.getByTestId('goods-price')).toHaveAttribute('aria-label', '价格 1099元');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '一般纳税人' })));
    expect(api.findSkuDetail).toHaveBeenCalledWith({ productId: 'g_1', valueIds: ['general', 'y1'] });
    expect(screen.getByTestId('goods-price')).toHaveAttribute('aria-label', '价格 2980元');
    expect(screen.getByRole('radio', { name: '一般纳税人' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/已选：general,y1/)).toBeInTheDocument();
  });

  it('keeps the answer to the latest choice when answers arrive out of order', async () => {
    let slow!: (v: SkuOption) => void;
    api.findSkuDetail
      .mockReturnValueOnce(new Promise<SkuOption>((r) => (slow = r)))
      .mockResolvedValueOnce(sku('s1', ['small', 'y1'], view('fixed', '1099', '元')))
      .mockResolvedValueOnce(sku('s3', ['small', 'y2'], view('fixed', '1999', '元')));
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: '服务期限' });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '一般纳税人' })));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '小规模纳税人' })));
    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: '2年' })));
    await act(async () => slow(sku('s2', ['general', 'y1'], view('fixed', '2980', '元'))));
    expect(screen.getByTestId('goods-price')).toHaveAttribute('aria-label', '价格 1999元');
  });

  it('says the combination is not for sale when the server answers 404', async () => {
    api.findSkuDetail.mockRejectedValue(new ApiError(404, '规格不存在'));
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '2年' })));
    expect(screen.getByText(SKU_UNAVAILABLE)).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
