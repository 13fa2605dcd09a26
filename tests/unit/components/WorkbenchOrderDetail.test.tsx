import { render, screen } from '@testing-library/react';
import type { PlannerOrderDetail } from '@/services/workbench';
import { OrderDetailView } from '@/components/workbench/OrderDetailView';

vi.mock('@/services/workbench', () => ({ plannerOrderDetail: vi.fn() }));

const order = {
  orderId: 'o1', cusOrderNo: 'D2026113000001', customerName: '张三', goodsName: '有限公司注册', skuName: '标准版', img: '', quantity: 1,
  statusLabel: '办理中', payTypeLabel: '分批支付', createdAt: '2026-11-30T02:00:00Z', payableFen: 300000, paidFen: 100000, refundedFen: 0,
  nodeCount: 3, nodesDone: 1, currentNode: null, canAdvance: false, advanceBlocked: '',
};
const batch = (id: string, alreadyPayment: 0 | 1 | 2, batchName: string) => ({ id, alreadyPayment, batchName, moneyFen: 100000, nodeName: '' });

describe('the planner’s order page', () => {
  it('reads a later instalment as 未到期 and the current one as waiting for the customer (not the customer’s 无需支付)', () => {
    const d = { order, nodes: [], remark: '', batches: [batch('b1', 2, '第1期'), batch('b2', 1, '第2期'), batch('b3', 0, '第3期')] } as unknown as PlannerOrderDetail;
    render(<OrderDetailView initial={d} />);
    expect(screen.getByText(/¥1000\.00 · 已支付/)).toBeInTheDocument();
    expect(screen.getByText(/¥1000\.00 · 待客户支付/)).toBeInTheDocument();
    expect(screen.getByText(/¥1000\.00 · 未到期/)).toBeInTheDocument();
    expect(screen.queryByText(/无需支付/)).toBeNull();
  });
});
