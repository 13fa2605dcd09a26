import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { parseStandIns, STAND_INS_SCRIPT_ID, type StandInService } from '@/lib/standIns';
import styles from './StandIns.module.css';

/**
 * The services this server runs on local stand-ins (lib/standIns.ts), for the notes that say so where a stand-in
 * acts (沙箱支付：不会真实扣款, 演示环境：短信不会真实发送 …). A server-rendered page carries the list from its
 * first frame (_document embeds it); a page rendered at build time asks /api/stand-ins once after hydration.
 */
const Ctx = createContext<readonly StandInService[] | null>(null);

let embedded: StandInService[] | null | undefined;
let fetched: Promise<StandInService[]> | undefined;

/** The embedded list, read once in the browser; null on a page rendered at build time. */
function readEmbedded(): StandInService[] | null {
  if (typeof document === 'undefined') return null;
  if (embedded === undefined) embedded = parseStandIns(document.getElementById(STAND_INS_SCRIPT_ID)?.textContent);
  return embedded;
}

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

/** `fromServer`: the list _document handed to this render (undefined in the browser). */
export function StandInsProvider({ fromServer, children }: { fromServer: StandInService[] | null | undefined; children: ReactNode }) {
  const [list, setList] = useState<StandInService[] | null>(() => (fromServer !== undefined ? fromServer : readEmbedded()));
  useEffect(() => {
    if (list !== null) return;
    let live = true;
    void fetchStandIns().then((l) => live && setList(l));
    return () => {
      live = false;
    };
  }, [list]);
  return <Ctx.Provider value={list}>{children}</Ctx.Provider>;
}

/** True when any of `services` is a stand-in here (false while the list is unknown). */
export function useStandIn(...services: StandInService[]): boolean {
  const list = useContext(Ctx);
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

export const SPECIMEN_TEXT = '样票（非正式发票）：由演示环境的本地开票替身生成，未经税务平台开具，不能用于报销或抵扣';

/** On an invoice a stand-in issued (its `specimen` flag, whatever issues invoices now). */
export function SpecimenNote({ className }: { className?: string }) {
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note} role="note" data-specimen="">
      {SPECIMEN_TEXT}
    </p>
  );
}
