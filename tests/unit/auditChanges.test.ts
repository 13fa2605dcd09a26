import { auditChanges } from '@/components/ops/auditChanges';

describe('auditChanges', () => {
  it('lists only the fields that changed, money in yuan, an absent value as 空', () => {
    const before = { status: 1, planAmountFen: 50, applyAmountFen: 200, dealMark: '扣除已发生的费用' };
    const after = { status: 4, planAmountFen: 120, applyAmountFen: 200, dealMark: '平台裁决' };
    expect(auditChanges(before, after)).toEqual(['状态：1 → 4', '方案金额：¥0.50 → ¥1.20', '处理意见：扣除已发生的费用 → 平台裁决']);
    expect(auditChanges({ status: 0, reviewReason: null }, { status: 1, reviewReason: null })).toEqual(['状态：0 → 1']);
    expect(auditChanges(null, { replyContent: '已处理' })).toEqual(['回复：空 → 已处理']);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
