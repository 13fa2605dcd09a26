import Link from 'next/link';
import { EditSOutline } from 'antd-mobile-icons';
import type { InvoiceHeader } from '@/lib/contract/invoice/api';
import ui from '@/components/my/ui.module.css';
import styles from './invoice.module.css';

const GROUPS: { title: string; match: (h: InvoiceHeader) => boolean }[] = [
  { title: '普通发票-单位', match: (h) => h.type === 'ORDINARY' && h.headType === 'COMPANY' },
  { title: '专用发票', match: (h) => h.type === 'SPECIAL' },
  { title: '普通发票-个人', match: (h) => h.type === 'ORDINARY' && h.headType === 'PERSONAL' },
];

/** 抬头管理: headers grouped as the original did, 默认 marked, each with its edit link. */
export function HeaderList({ headers }: { headers: InvoiceHeader[] }) {
  return (
    <>
      {GROUPS.map((g) => {
        const rows = headers.filter(g.match);
        if (!rows.length) return null;
        return (
          <section key={g.title} aria-label={g.title}>
            <h2 className={styles.group}>{g.title}</h2>
            {rows.map((h) => (
              <div className={ui.card} key={h.id}>
                <div className={styles.header}>
                  <div className={styles.headerBody}>
                    <p className={styles.headerName}>
                      {h.invoiceHead}
                      {h.defaultHead ? <span className={ui.tagRed}>默认</span> : null}
                    </p>
                    {h.dutyParagraph ? <p className={ui.muted}>税号：{h.dutyParagraph}</p> : null}
                  </div>
                  <Link href={`/order/invoice/headEdit?id=${encodeURIComponent(h.id)}`} aria-label={`编辑${h.invoiceHead}`}>
                    <EditSOutline fontSize="0.4rem" color="var(--text-3)" />
                  </Link>
                </div>
              </div>
            ))}
          </section>
        );
      })}
    </>
  );
}
