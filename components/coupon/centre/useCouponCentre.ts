import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { toast } from '@/lib/toast';
import { FIND_TYPE, type ReceiveStatus } from '@/lib/contract/coupon/enums';
import { findCouponPage, receiveCoupon, type ReceivableCoupon, type ReceivableCouponPage } from '@/services/coupon';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { promptLogin } from '@/components/common/appUser';
import { usePagedList } from '@/components/planner/usePagedList';
import { receiveOutcome, refreshDelayMs, refuseBeforeReceive, type ReceiveOutcome } from '../receiveFlow';

/** The server's clock as last seen: its time and ours at that moment. */
type Clock = { server: number; local: number };
const clockOf = (p: ReceivableCouponPage): Clock => ({ server: Date.parse(p.serverTime), local: Date.now() });

/**
 * 领券中心's list (inventory platform §4.9): pages of coupons, receiving (login first; inside the app the native login
 * and then a reload, without retrying), a reload of page 1 after every receive, and a reload when the earliest
 * receive end passes, timed on the server's clock.
 */
export function useCouponCentre(first: ReceivableCouponPage | null, pageSize: number) {
  const router = useRouter();
  const clock = useRef<Clock | null>(first ? clockOf(first) : null);
  const fetchPage = useCallback(
    (page: number) =>
      findCouponPage({ findType: FIND_TYPE.CENTRE, page, limit: pageSize }).then((p) => {
        clock.current = clockOf(p);
        return p;
      }),
    [pageSize],
  );
  const list = usePagedList<ReceivableCoupon>(fetchPage, 'centre', first);
  const { refresh } = list;
  // A receive's answer shown until the next page 1 arrives.
  const [statusOf, setStatusOf] = useState<Record<string, ReceiveStatus>>({});
  const [busy, setBusy] = useState('');
  const [remarkOf, setRemarkOf] = useState<string | null>(null);
  const loggedIn = useUserStore((s) => isLoggedIn(s));
  // "Ends soon": within a week of the first page's server time (the same instant on the server and in the browser).
  const [soonBefore] = useState(() => (first ? Date.parse(first.serverTime) + 7 * 86400_000 : null));

  const reload = useCallback(async () => {
    const p = await refresh();
    if (p) setStatusOf({});
  }, [refresh]);

  // Logged in after the page was rendered (the app's user, a login elsewhere): the statuses are the user's now.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current === loggedIn) return;
    wasLoggedIn.current = loggedIn;
    void reload();
  }, [loggedIn, reload]);

  const items = useMemo(() => list.items.map((c) => (statusOf[c.id] === undefined ? c : { ...c, couponStatus: statusOf[c.id] })), [list.items, statusOf]);

  useEffect(() => {
    const c = clock.current;
    if (!c || !list.items.length) return;
    const delay = refreshDelayMs(
      list.items.map((i) => i.receiveEndDate),
      c.server + (Date.now() - c.local),
    );
    if (delay === null) return;
    const timer = window.setTimeout(() => void reload(), delay);
    return () => window.clearTimeout(timer);
  }, [list.items, reload]);

  const receive = async (c: ReceivableCoupon) => {
    const refused = refuseBeforeReceive(c);
    if (refused) return void toast.warning(refused);
    if (!isLoggedIn(useUserStore.getState())) {
      // The browser leaves for /login and comes back; the app logs in natively, then the list is the user's.
      if (await promptLogin(router.asPath)) await reload();
      return;
    }
    setBusy(c.id);
    let outcome: ReceiveOutcome;
    try {
      const r = await receiveCoupon(c.id);
      outcome = receiveOutcome({ ok: true, couponStatus: r.couponStatus });
    } catch (e) {
      setBusy('');
      // An expired session: the http client already sends the visitor to log in.
      if (isApiError(e) && isSessionInvalidCode(e.code)) return;
      outcome = receiveOutcome(isApiError(e) ? { ok: false, code: e.code, message: e.message } : { ok: false, code: -1, message: '' });
    }
    setBusy('');
    const { status, toast: t } = outcome;
    if (status !== null) setStatusOf((s) => ({ ...s, [c.id]: status }));
    if (t.kind === 'success') toast.success(t.text);
    else toast.error(t.text);
    await reload();
  };

  return { list, items, busy, receive, reload, remarkOf, setRemarkOf, soonBefore };
}
