import { BATCH_STATUS, CUS_ORDER_STATUS, NODE_STATUS, ORDER_LINE_STATUS, PAY_TYPE } from '@/lib/contract/order/enums';

// Whether a planner may advance an order line now: the checks of lifecycle.ts advanceNode, read ahead so the
// workbench shows 推进 only where it will work (advanceNode still decides, in its transaction).

type Line = { status: string; payType: number };
type Node = { id: string; seq: number; name: string; status: number };
type BatchOfNode = { nodeId: string | null; status: number };

export type AdvanceState = {
  nodeCount: number;
  nodesDone: number;
  /** The node being worked on: the first one not done, once the service has started. */
  current: { id: string; nodeNum: number; serviceName: string } | null;
  canAdvance: boolean;
  /** Why a line in service cannot move on; null when it can, or when it is not in service at all. */
  blocked: string | null;
};

export function advanceStateOf(line: Line, cusStatus: number, nodes: Node[], batches: BatchOfNode[]): AdvanceState {
  const sorted = [...nodes].sort((a, b) => a.seq - b.seq);
  const nodesDone = sorted.filter((n) => n.status === NODE_STATUS.DONE).length;
  const next = sorted.find((n) => n.status !== NODE_STATUS.DONE);
  const started = sorted.some((n) => n.status !== NODE_STATUS.NOT_STARTED);
  const current = next && (started || line.status === ORDER_LINE_STATUS.HANDLING) ? { id: next.id, nodeNum: next.seq + 1, serviceName: next.name } : null;
  const base = { nodeCount: sorted.length, nodesDone, current };
  if (cusStatus !== CUS_ORDER_STATUS.PROGRESSING || line.status !== ORDER_LINE_STATUS.HANDLING) return { ...base, canAdvance: false, blocked: null };
  if (!next) return { ...base, canAdvance: false, blocked: '所有节点已完成' };
  if (line.payType === PAY_TYPE.BY_NODE) {
    const b = batches.find((x) => x.nodeId === next.id);
    if (b && b.status !== BATCH_STATUS.PAID) return { ...base, canAdvance: false, blocked: '该节点款项未支付，暂不能完成' };
  }
  return { ...base, canAdvance: true, blocked: null };
}
