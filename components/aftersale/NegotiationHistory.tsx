import Link from 'next/link';
import { useEffect, useState } from 'react';
import { afterSaleRecords, type AfterSale, type ProcessRecord } from '@/services/aftersale';
import { chinaDateTime } from '@/lib/chinaTime';
import ui from '@/components/my/ui.module.css';

const SHOWN = 4;

/**
 * 协商历史 on the sheet (issue 27 §1): the newest steps of the negotiation with their reasons and amounts (the
 * application, each offer or refusal, changes, 平台介入, the decision), read again whenever the sheet changes; the
 * whole history is on 处理记录.
 */
export function NegotiationHistory({ s }: { s: AfterSale }) {
  const [rows, setRows] = useState<ProcessRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    afterSaleRecords(s.id)
      .then((p) => {
        if (!live) return;
        setRows(p.records);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [s]);

  return (
    <section className={ui.card} aria-label="协商历史" aria-busy={!rows && !failed}>
      <h2 className={ui.cardTitle}>协商历史</h2>
      {failed ? (
        <p className={ui.muted} style={{ padding: '0 0.28rem 0.24rem' }}>
          协商历史暂时无法读取，可在「处理记录」中查看
        </p>
      ) : rows ? (
        <ol className={ui.timeline}>
          {rows.slice(0, SHOWN).map((r) => (
            <li className={ui.step} key={r.id}>
              <p>{r.dealStatusName}</p>
              {r.remark ? <p className={ui.muted}>{r.remark}</p> : null}
              <p className={ui.stepTime}>{chinaDateTime(r.dealTime)}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {rows && rows.length > SHOWN ? (
        <Link href={`/my/afterSale/processRecords?id=${encodeURIComponent(s.id)}`} className={ui.muted} style={{ display: 'block', padding: '0 0.28rem 0.24rem' }}>
          查看全部{rows.length}条记录
        </Link>
      ) : null}
    </section>
  );
}
