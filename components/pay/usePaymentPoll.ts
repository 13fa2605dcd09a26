import { useEffect, useState } from 'react';
import type { PaymentResult } from '@/lib/contract/pay/api';
import { PAYMENT_STATUS, type PaymentStatus } from '@/lib/contract/pay/enums';

export type PollState = { status: PaymentStatus; result: PaymentResult | null };

export const POLL_INTERVAL_MS = 2000;
export const POLL_TRIES = 20;

/**
 * Asks `check` every 2 s until the payment is 1 成功 or 2 失败 (inventory §10); after 20 tries (~40 s) without an
 * answer it reports 失败. `giveUpEarly` (the gateway said 取消) stops after the first still-pending answer.
 */
export function usePaymentPoll(check: (() => Promise<PaymentResult>) | null, giveUpEarly = false): PollState {
  const [state, setState] = useState<PollState>({ status: PAYMENT_STATUS.WAITING, result: null });
  useEffect(() => {
    if (!check) return;
    let live = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const once = async () => {
      tries += 1;
      try {
        const r = await check();
        if (!live) return;
        if (r.payStatus !== PAYMENT_STATUS.WAITING) return setState({ status: r.payStatus, result: r });
        if (giveUpEarly || tries >= POLL_TRIES) return setState({ status: PAYMENT_STATUS.CLOSED, result: r });
      } catch {
        if (!live) return;
        if (tries >= POLL_TRIES) return setState({ status: PAYMENT_STATUS.CLOSED, result: null });
      }
      timer = setTimeout(() => void once(), POLL_INTERVAL_MS);
    };
    void once();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [check, giveUpEarly]);
  return state;
}
