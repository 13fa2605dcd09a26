import { Dialog } from '@/components/common/lazyAntd';
import { useCallback, useState } from 'react';
import { INVOICE_TABS, type InvoiceTabKey } from '@/lib/contract/workbench/enums';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { issueInvoice, plannerInvoiceList, rejectInvoice, type PlannerInvoice, type PlannerInvoicePage } from '@/services/workbench';
import { InvoiceCard } from './InvoiceCard';
import { ReasonDialog } from './ReasonDialog';
import { TabbedList } from './TabbedList';
import { useWorkbenchList } from './useWorkbenchList';

const PAGE_SIZE = 10;

/** 开票申请 (/workbench/invoices): applications for the planner's orders; 开票 renders the invoice, 驳回 tells the customer why. */
export function InvoicesView({ tab, first }: { tab: InvoiceTabKey; first: PlannerInvoicePage | null }) {
  const fetchPage = useCallback((status: InvoiceTabKey, page: number) => plannerInvoiceList({ page, limit: PAGE_SIZE, status }), []);
  const w = useWorkbenchList<PlannerInvoice, InvoiceTabKey>('/workbench/invoices', tab, first, fetchPage);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PlannerInvoice | null>(null);

  const issue = async (i: PlannerInvoice) => {
    const ok = await Dialog.confirm({
      title: '开具发票',
      content: `为“${i.invoiceHeaderName}”开具${i.invoiceTypeName} ¥${i.invoiceMoney}？开具后客户即可查看和下载。`,
      confirmText: '确认开票',
      cancelText: '取消',
    });
    if (!ok) return;
    setBusy(i.id);
    try {
      await issueInvoice(i.id);
      toast.success('已开票');
    } catch (e) {
      toast.error(errorText(e, '开票失败，请稍后再试'));
    } finally {
      setBusy(null);
      void w.list.refresh();
    }
  };

  return (
    <>
      <TabbedList
        tabs={INVOICE_TABS}
        tab={w.tab}
        onTab={w.setTab}
        counts={w.counts}
        list={w.list}
        label="开票申请列表"
        emptyText="暂无开票申请"
        render={(i) => <InvoiceCard key={i.id} invoice={i} busy={busy === i.id} onIssue={(x) => void issue(x)} onReject={setRejecting} />}
      />
      {rejecting ? (
        <ReasonDialog
          title="驳回开票申请"
          label="驳回原因"
          max={200}
          confirmText="驳回"
          onClose={() => setRejecting(null)}
          submit={async (reason) => {
            await rejectInvoice(rejecting.id, reason);
            toast.success('已驳回，客户可修改后重新申请');
            void w.list.refresh();
          }}
        />
      ) : null}
    </>
  );
}
