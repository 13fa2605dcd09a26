import { useEffect, useState, type ReactNode } from 'react';
import { parseStandIns, publishedStandIns, STAND_INS_SCRIPT_ID, type StandInService } from '@/lib/standIns';
import styles from './StandIns.module.css';

/**
 * The services this server runs on local stand-ins (lib/standIns.ts), for the notes that say so where a stand-in
 * acts (沙箱支付：不会真实扣款, 演示环境：短信不会真实发送 …). No provider in _app (it would weigh on every page): a
 * server render reads the list the runtime published, the browser the copy _document embedded in the same page, so
 * both render alike; a page rendered at build time (no list) asks /api/stand-ins once after hydration.
 */
let fetched: Promise<StandInService[]> | undefined;

function fetchStandIns(): Promise<StandInService[]> {
  fetched ??= fetch('/api/stand-ins')
    .then((r) => r.json() as Promise<{ data?: { services?: unknown } }>)
    .then((j) => parseStandIns(JSON.stringify(j.data?.services ?? [])) ?? [])
    .catch(() => {
      fetched = undefined;
      return [];
    });
  return fetched;
}

/** The list this render knows: the runtime's on the server, the page's embedded copy in the browser; null when none. */
function knownStandIns(): StandInService[] | null {
  if (typeof document === 'undefined') return publishedStandIns();
  return parseStandIns(document.getElementById(STAND_INS_SCRIPT_ID)?.textContent);
}

/** True when any of `services` is a stand-in here (false while the list is unknown). */
export function useStandIn(...services: StandInService[]): boolean {
  const [list, setList] = useState<StandInService[] | null>(knownStandIns);
  useEffect(() => {
    if (list !== null) return;
    let live = true;
    void fetchStandIns().then((l) => live && setList(l));
    return () => {
      live = false;
    };
  }, [list]);
  return !!list && services.some((s) => list.includes(s));
}

/**
 * A short note shown only while `service` runs on a stand-in: small, readable (contrast ≥ 4.5:1), and out of the
 * way of taps (a plain paragraph in the flow, no overlay).
 */
export function StandInNote({ service, children, className }: { service: StandInService | StandInService[]; children: ReactNode; className?: string }) {
  const on = useStandIn(...(Array.isArray(service) ? service : [service]));
  if (!on) return null;
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note} role="note" data-stand-in={Array.isArray(service) ? service.join(' ') : service}>
      {children}
    </p>
  );
}

/** The note beside every field that sends an SMS code, while SMS runs on the local stand-in. */
export function SmsStandInNote() {
  return <StandInNote service="sms">演示环境：短信不会真实发送</StandInNote>;
}
