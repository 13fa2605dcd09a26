import { ORDER_TABS, REFUND_TABS } from '@/lib/contract/workbench/enums';
import { isPlannerType, leadContact, partialRefundFen, reasonText, tabOfQuery, tabTitle } from '@/lib/workbench/workbenchRules';

describe('who is a planner', () => {
  it('accepts the merchant account types only', () => {
    expect(isPlannerType('MERCHANT_USER')).toBe(true);
    expect(isPlannerType('MERCHANT_P')).toBe(true);
    expect(isPlannerType('ORDINARY_USER')).toBe(false);
    expect(isPlannerType('VISITOR')).toBe(false);
    expect(isPlannerType('')).toBe(false);
    expect(isPlannerType(undefined)).toBe(false);
  });
});

describe('tabs', () => {
  it('reads the tab from the query, the first tab otherwise', () => {
    expect(tabOfQuery(ORDER_TABS, 'COMPLETED')).toBe('COMPLETED');
    expect(tabOfQuery(ORDER_TABS, 'all')).toBe('all');
    expect(tabOfQuery(ORDER_TABS, 'nope')).toBe('HANDLING');
    expect(tabOfQuery(ORDER_TABS, undefined)).toBe('HANDLING');
    expect(tabOfQuery(REFUND_TABS, '2')).toBe('2');
    expect(tabOfQuery(REFUND_TABS, '9')).toBe('1');
  });

  it('shows a count in the title only when there is one', () => {
    expect(tabTitle('待处理', 3)).toBe('待处理 3');
    expect(tabTitle('待处理', 0)).toBe('待处理');
    expect(tabTitle('待处理', undefined)).toBe('待处理');
    expect(tabTitle('全部', 120)).toBe('全部 99+');
  });
});

describe('部分退款 amount', () => {
  const asked = 20000; // ¥200.00
  it('turns yuan into fen exactly', () => {
    expect(partialRefundFen('150', asked)).toEqual({ ok: true, value: 15000 });
    expect(partialRefundFen(' 0.5 ', asked)).toEqual({ ok: true, value: 50 });
    expect(partialRefundFen('19.99', asked)).toEqual({ ok: true, value: 1999 });
    expect(partialRefundFen('200.00', asked)).toEqual({ ok: true, value: 20000 });
  });
  it('refuses empty, malformed, zero and more than asked', () => {
    expect(partialRefundFen('', asked)).toEqual({ ok: false, error: '请输入退款金额' });
    expect(partialRefundFen('1.234', asked)).toMatchObject({ ok: false, error: '请输入正确的金额（元，最多两位小数）' });
    expect(partialRefundFen('-1', asked)).toMatchObject({ ok: false });
    expect(partialRefundFen('1e3', asked)).toMatchObject({ ok: false });
    expect(partialRefundFen('0.00', asked)).toEqual({ ok: false, error: '退款金额须大于0' });
    expect(partialRefundFen('200.01', asked)).toEqual({ ok: false, error: '退款金额不能超过客户申请的200.00元' });
  });
});

describe('reasons', () => {
  it('needs some text, within the limit, trimmed', () => {
    expect(reasonText('  抬头有误 ', '驳回原因', 200)).toEqual({ ok: true, value: '抬头有误' });
    expect(reasonText('   ', '驳回原因', 200)).toEqual({ ok: false, error: '请填写驳回原因' });
    expect(reasonText('长'.repeat(201), '驳回原因', 200)).toEqual({ ok: false, error: '驳回原因不能超过200个字' });
  });
});

describe('联系客户', () => {
  const card = (over: Partial<{ groupId: string | null; allowPhone: boolean; phone: string }>) => ({
    groupId: over.groupId ?? null,
    allowPhone: over.allowPhone ?? false,
    customer: { phone: over.phone ?? '138****0000' },
  });
  it('opens the conversation the card was posted into first', () => {
    expect(leadContact(card({ groupId: 'g1', allowPhone: true, phone: '13800138000' }))).toEqual({ kind: 'chat', groupId: 'g1' });
  });
  it('offers a call only when the customer allowed it and the number is whole', () => {
    expect(leadContact(card({ allowPhone: true, phone: '13800138000' }))).toEqual({ kind: 'phone', phone: '13800138000' });
    expect(leadContact(card({ allowPhone: true, phone: '138****8000' })).kind).toBe('none');
    expect(leadContact(card({ allowPhone: false, phone: '13800138000' })).kind).toBe('none');
  });
});
