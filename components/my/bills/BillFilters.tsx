import { useState } from 'react';
import { Picker } from '@/components/common/lazyAntd';
import { DownOutline } from 'antd-mobile-icons';
import { BILL_TYPES, monthLabel, monthOptions, type BillTypeFilter } from '@/lib/bills/billRules';
import styles from './bills.module.css';

type Props = { type: BillTypeFilter; month: string; onType: (t: BillTypeFilter) => void; onMonth: (m: string) => void };

/** 账单's filters: the kind as chips, the month from a picker (全部月份 or one of the last two years). */
export function BillFilters({ type, month, onType, onMonth }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.filters}>
      <div className={styles.types} role="group" aria-label="账单类型">
        {BILL_TYPES.map((t) => (
          <button key={t.key || 'all'} type="button" aria-pressed={type === t.key} className={type === t.key ? styles.typeOn : styles.type} onClick={() => onType(t.key)}>
            {t.title}
          </button>
        ))}
      </div>
      <button type="button" className={styles.month} aria-label={`选择月份，当前${monthLabel(month)}`} onClick={() => setOpen(true)}>
        {monthLabel(month)}
        <DownOutline aria-hidden fontSize="0.22rem" />
      </button>
      <Picker
        title="选择月份"
        visible={open}
        columns={open ? [monthOptions(new Date(), month)] : [[]]}
        value={[month]}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onMonth(String(v[0] ?? ''))}
      />
    </div>
  );
}
