/** How the audit log names an object's fields (ops/snapshots.ts); an unknown one keeps its own name. */
const FIELD_NAMES: Record<string, string> = {
  status: '状态',
  subStatus: '标记',
  applyAmountFen: '申请金额',
  planAmountFen: '方案金额',
  dealMark: '处理意见',
  reviewReason: '审核原因',
  replyContent: '回复',
};

type State = Record<string, string | number | boolean | null> | null;

const show = (key: string, v: string | number | boolean | null | undefined) =>
  v === null || v === undefined || v === '' ? '空' : key.endsWith('Fen') && typeof v === 'number' ? `¥${(v / 100).toFixed(2)}` : String(v);

/** The fields a decision changed, each as 名称：之前 → 之后 (money in yuan); none when nothing could be read. */
export function auditChanges(before: State, after: State): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((k) => (before?.[k] ?? null) !== (after?.[k] ?? null))
    .map((k) => `${FIELD_NAMES[k] ?? k}：${show(k, before?.[k])} → ${show(k, after?.[k])}`);
}
