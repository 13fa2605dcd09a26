import { useCallback, useRef, useState } from 'react';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { visitorProof } from '@/lib/visitor';
import { bindHidden } from '@/services/phone';
import { useCityStore } from '@/stores/city';
import { useUserStore } from '@/stores/user';
import { useAppStore } from '@/stores/app';
import { bridge } from '@/bridge';
import { PHONE_FAILED, PHONE_NOTICE, PHONE_NOTICE_MS, PHONE_REQUEST_DELAY_MS, phoneDecision } from './phoneFlow';

export type PhoneTarget = { plannerId: string; requireCode?: string; requireName?: string };
export type Dial = { phone: string; href: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 电话联系 (spec §4 "Phone contact flow"): the notice that the planner may call, then a relay number from the
 * phone-relay service. Status 1 dials it (and keeps it on screen to dial again), 0 / 3 explain why not.
 * No login needed: a visitor's call is recorded with the anonymous id.
 */
export function usePhoneContact() {
  const [dial, setDial] = useState<Dial | null>(null);
  const busy = useRef(false);

  const call = useCallback(async (target: PhoneTarget) => {
    if (busy.current || !target.plannerId) return;
    busy.current = true;
    try {
      toast.show({ message: PHONE_NOTICE, duration: PHONE_NOTICE_MS });
      await sleep(PHONE_REQUEST_DELAY_MS);
      const user = useUserStore.getState();
      const city = useCityStore.getState().currentCity;
      const res = await bindHidden({
        plannerId: target.plannerId,
        areaCode: city?.code,
        areaName: city?.name,
        customerUserId: user.userId,
        customerId: user.customerID,
        customerPhone: user.mainAccountFull,
        requireCode: target.requireCode,
        requireName: target.requireName,
        ...visitorProof(),
      });
      const decision = phoneDecision(res);
      if (decision.kind === 'dial') {
        // Inside the app its own dialer; in a browser the tel: link (and the sheet, should the browser refuse it).
        if (useAppStore.getState().isInApp && (await bridge.callPhone(decision.phone)).code !== -1) return;
        setDial({ phone: decision.phone, href: decision.href });
        nav.assign(decision.href);
      } else {
        toast.show({ message: decision.message });
      }
    } catch (err) {
      // An expired session is already being handled (toast + login) by the http client.
      if (!(isApiError(err) && isSessionInvalidCode(err.code))) toast.show({ message: PHONE_FAILED });
    } finally {
      busy.current = false;
    }
  }, []);

  return { call, dial, closeDial: useCallback(() => setDial(null), []) };
}
