import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ActivityProduct } from '@/lib/contract/activity/api';
import { SubsidySpecSheet } from '@/components/activity/SubsidySpecSheet';

// 官方补贴's spec sheet: values that no subsidised spec has cannot be chosen; each choice is priced by the server
// (find_sku); 立即抢购 goes to the checkout of the chosen spec's campaign product; a refused choice says why.

const api = vi.hoisted(() => ({ subsidySpec: vi.fn(), subsidySku: vi.fn() }));
vi.mock('@/services/activity', () => api);
const router = vi.hoisted(() => ({ push: vi.fn(), pathname: '/activity/subsidy', asPath: '/activity/subsidy' }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const product = (o: Partial<ActivityProduct>): ActivityProduct => ({
  id: 'cpp_1',
  specCode: 'QWBT1',
  productId: 'g_0001',
  skuId: 'sku_1',
  skuName: '有限公司注册',
  skuSpec: '成都,标准版',
  imageUrl: '',
  tags: '',
  slogan: '',
  specialPriceFen: 39900,
  skuPriceFen: 59900,
  specialUnit: '',
  classCode: '',
  productType: 'PRO_CLASS_TYPE_SERVICE',
  labelId: null,
  isReco: false,
  stock: 200,
  sold: 3,
  left: 197,
  perUserLimit: 2,
  saleStatus: 2,
  saleStatusLabel: '立即抢购',
  startAt: '2026-11-24T00:00:00Z',
  endAt: '2026-12-24T00:00:00Z',
  ...o,
});

const spec = {
  product: product({}),
  goodsName: '有限公司注册',
  attrs: [
    { id: 'a1', name: '版本', values: [{ id: 'v1', name: '标准版', subsidised: true }, { id: 'v2', name: '尊享版', subsidised: true }, { id: 'v3', name: '旗舰版', subsidised: false }] },
  ],
  selectedValueIds: ['v1'],
  serverTime: '2026-11-25T00:00:00Z',
};

// The sheet is a lazy Popup (components/common/lazyAntd.tsx). Its module is imported here first, so a test's first
// find waits on the sheet, not on transforming antd-mobile's popup: that took over 10 s in 38b01f9's CI run, where the
// unit layer shared 2 cores with the build, the browser tests and the type check.
beforeAll(async () => {
  await import('antd-mobile/es/components/popup');
});

beforeEach(() => {
  api.subsidySpec.mockReset().mockResolvedValue(spec);
  api.subsidySku.mockReset();
  router.push.mockReset();
});

describe('SubsidySpecSheet', () => {
  it('shows the specs with the subsidised ones choosable, and buys the chosen spec at its own price', async () => {
    api.subsidySku.mockResolvedValue({ product: product({ id: 'cpp_1_1', skuSpec: '尊享版', specialPriceFen: 69900, skuPriceFen: 99900, left: 50 }), serverTime: spec.serverTime });
    render(<SubsidySpecSheet product={product({})} onClose={() => undefined} />);
    expect(await screen.findByRole('radio', { name: '标准版' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '旗舰版' })).toBeDisabled();
    expect(screen.getByText(/补贴价 399元/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '尊享版' }));
    await waitFor(() => expect(screen.getByText(/补贴价 699元/)).toBeInTheDocument());
    expect(api.subsidySku).toHaveBeenCalledWith({ id: 'cpp_1', valueIds: 'v2' });
    expect(screen.getByText(/剩余 50 件 · 每人限购 2 件 · 已选：尊享版/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即抢购' }));
    expect(router.push).toHaveBeenCalledWith('/order/confirmorder?activityProductId=cpp_1_1');
  });

  it('says why a choice cannot be bought, and the button waits', async () => {
    api.subsidySku.mockRejectedValue(new Error('该规格暂不参与补贴，请选择其他规格'));
    render(<SubsidySpecSheet product={product({})} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('radio', { name: '尊享版' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该规格暂不参与补贴，请选择其他规格');
    expect(screen.getByRole('button', { name: '立即抢购' })).toBeDisabled();
  });

  it('shows the server\'s state of a sold-out spec on the button', async () => {
    api.subsidySku.mockResolvedValue({ product: product({ id: 'cpp_1_1', saleStatus: 3, saleStatusLabel: '已抢光', left: 0 }), serverTime: spec.serverTime });
    render(<SubsidySpecSheet product={product({})} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('radio', { name: '尊享版' }));
    expect(await screen.findByRole('button', { name: '已抢光' })).toBeDisabled();
  });

  it('offers to load again when the specs cannot be loaded', async () => {
    api.subsidySpec.mockRejectedValueOnce(new Error('网络异常，请稍后再试'));
    render(<SubsidySpecSheet product={product({})} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('radio', { name: '标准版' })).toBeInTheDocument();
  });
});
