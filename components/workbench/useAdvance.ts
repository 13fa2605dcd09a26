import { Dialog } from '@/components/common/lazyAntd';
import { useRef, useState } from 'react';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { advanceNode } from '@/services/workbench';

/**
 * 推进: confirm that the current node is done, then advance_node; the customer sees the progress in their order at
 * once. `onDone` reloads what the page shows (a failure too: the order may have moved meanwhile).
 */
export function useAdvance(onDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);
  const advance = async (order: { orderId: string; currentNode: { serviceName: string } | null }) => {
    if (running.current || !order.currentNode) return;
    const ok = await Dialog.confirm({
      title: '推进服务节点',
      content: `确认“${order.currentNode.serviceName}”已办理完成？完成后将开始下一个节点，客户会在订单进度中看到。`,
      confirmText: '确认推进',
      cancelText: '取消',
    });
    if (!ok) return;
    running.current = true;
    setBusy(order.orderId);
    try {
      const r = await advanceNode(order.orderId);
      toast.success(r.nextNode ? `已完成“${r.finishedNode}”` : '全部节点已完成，等待客户确认');
    } catch (e) {
      toast.error(errorText(e, '推进失败，请稍后再试'));
    } finally {
      running.current = false;
      setBusy(null);
      onDone();
    }
  };
  return { advance, busy };
}
