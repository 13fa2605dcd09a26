/**
 * The withdrawal between its pages (inventory: localStorage `withdrawInfo`): the form writes it, 支付密码验证 sends
 * it once with its idempotency key and marks it sent, so going back into the password page never sends twice.
 * Kept in sessionStorage (this tab only).
 */
export type WithdrawDraft = {
  amountFen: number;
  card: { id: string; bankName: string; cardTail: string; cardMasked: string };
  idempotencyKey: string;
  /** The withdrawal id once the server accepted it. */
  sentId?: string;
};

const KEY = 'crisps.withdrawDraft';

const store = () => (typeof window === 'undefined' ? null : window.sessionStorage);

export function saveDraft(d: WithdrawDraft) {
  store()?.setItem(KEY, JSON.stringify(d));
}

export function loadDraft(): WithdrawDraft | null {
  try {
    const raw = store()?.getItem(KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as WithdrawDraft;
    return Number.isInteger(d.amountFen) && d.card?.id && d.idempotencyKey ? d : null;
  } catch {
    return null;
  }
}

export function clearDraft() {
  store()?.removeItem(KEY);
}
