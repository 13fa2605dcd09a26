import { useCallback, useEffect, useState } from 'react';
import { WITHDRAW_STATUS } from '@/lib/contract/wallet/enums';
import { withdrawDetail, type Withdrawal } from '@/services/walletWithdraw';

const POLL_MS = 3_000;
const MAX_POLLS = 60;

/**
 * A withdrawal as the page shows it: the server's first answer, then asked again every 3 s while it is 审核中 (for
 * at most 3 minutes), so 提现成功 or 提现失败 appears without a reload. `refresh` is for pull-to-refresh.
 */
export function useWithdrawal(initial: Withdrawal) {
  const [w, setW] = useState(initial);
  const [polls, setPolls] = useState(0);
  const refresh = useCallback(async () => {
    try {
      setW(await withdrawDetail(initial.id));
    } catch {
      // Kept as it was; the next poll or pull tries again.
    }
  }, [initial.id]);
  useEffect(() => {
    if (w.status !== WITHDRAW_STATUS.PROCESSING || polls >= MAX_POLLS) return;
    const t = setTimeout(() => {
      setPolls((n) => n + 1);
      void refresh();
    }, POLL_MS);
    return () => clearTimeout(t);
  }, [w, polls, refresh]);
  return { w, refresh };
}
