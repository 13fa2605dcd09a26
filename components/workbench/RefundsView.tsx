import { Dialog } from '@/components/common/lazyAntd';
import { useCallback, useState } from 'react';
import { fenToYuan } from '@/lib/format';
import { REFUND_TABS, type RefundTabKey } from '@/lib/contract/workbench/enums';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { decideRefund, plannerSheetList, type PlannerRefund, type PlannerRefundPage } from '@/services/workbench';
import { PartialRefundDialog } from './PartialRefundDialog';
import { ReasonDialog } from './ReasonDialog';
import { RefundCard } from './RefundCard';
import { TabbedList } from './TabbedList';
import { useWorkbenchList } from './useWorkbenchList';

const PAGE_SIZE = 10;

type Open = { kind: 'partial' | 'reject'; sheet: PlannerRefund } | null;

/**
 * 退款审核 (/workbench/refunds): refund sheets of the planner's orders; 同意 refunds what was asked at once (原路退回),
 * 部分退款 offers another amount for the customer to confirm, 驳回 with the opinion.
 */
export function RefundsView({ tab, first }: { tab: RefundTabKey; first: PlannerRefundPage | null }) {
  const fetchPage = useCallback((status: RefundTabKey, page: number) => plannerSheetList({ page, limit: PAGE_SIZE, status }), []);
  const w = useWorkbenchList<PlannerRefund, RefundTabKey>('/workbench/refunds', tab, first, fetchPage);
  const [busy, setBusy] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => void w.list.refresh();

  const approve = async (s: PlannerRefund) => {
    const ok = await Dialog.confirm({
      title: '同意退款',
      content: `同意退款 ¥${fenToYuan(s.applyAmountFen)}？款项将立即原路退回客户。`,
      confirmText: '同意退款',
      cancelText: '取消',
    });
    if (!ok) return;
    setBusy(s.id);
    try {
      await decideRefund({ afterSaleId: s.id, action: 'approve', amountFen: s.applyAmountFen });
      toast.success('已同意，款项已原路退回');
    } catch (e) {
      toast.error(errorText(e, '操作失败，请稍后再试'));
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <>
      <TabbedList
        tabs={REFUND_TABS}
        tab={w.tab}
        onTab={w.setTab}
        counts={w.counts}
        list={w.list}
        label="退款申请列表"
        emptyText="暂无退款申请"
        render={(s) => (
          <RefundCard
            key={s.id}
            sheet={s}
            busy={busy === s.id}
            onApprove={(x) => void approve(x)}
            onPartial={(sheet) => setOpen({ kind: 'partial', sheet })}
            onReject={(sheet) => setOpen({ kind: 'reject', sheet })}
          />
        )}
      />
      {open?.kind === 'partial' ? (
        <PartialRefundDialog
          askedFen={open.sheet.applyAmountFen}
          onClose={() => setOpen(null)}
          submit={async (amountFen, dealMark) => {
            await decideRefund({ afterSaleId: open.sheet.id, action: 'propose', amountFen, dealMark });
            toast.success(`已提出退款 ¥${fenToYuan(amountFen)} 的方案，等待客户确认`);
            refresh();
          }}
        />
      ) : null}
      {open?.kind === 'reject' ? (
        <ReasonDialog
          title="驳回退款申请"
          label="处理意见"
          max={500}
          confirmText="驳回"
          onClose={() => setOpen(null)}
          submit={async (dealMark) => {
            await decideRefund({ afterSaleId: open.sheet.id, action: 'reject', dealMark });
            toast.success('已驳回，客户可申请平台介入');
            refresh();
          }}
        />
      ) : null}
    </>
  );
}
