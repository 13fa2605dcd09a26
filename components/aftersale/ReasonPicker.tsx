import { CheckList } from 'antd-mobile';
import { Popup } from '@/components/common/lazyAntd';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { AFTER_SALE_REASONS } from './afterSaleText';
import styles from './aftersale.module.css';

/** 申请原因: a row that opens the single-choice sheet of the original's twelve reasons. */
export function ReasonPicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const name = AFTER_SALE_REASONS.find((r) => r.code === value)?.name;
  return (
    <>
      <button type="button" className={styles.pickRow} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span>申请原因</span>
        <span className={name ? styles.pickValue : styles.pickPlaceholder}>
          {name || '请选择申请原因'} <RightOutline />
        </span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyStyle={{ borderRadius: '0.2rem 0.2rem 0 0' }}>
        {/* the scrolling box takes focus, so the list can be scrolled from a keyboard (the popup body cannot) */}
        <div tabIndex={0} role="group" aria-labelledby="after-sale-reasons" style={{ maxHeight: '70vh', overflowY: 'auto' }}>
          <h2 className={styles.sheetTitle} id="after-sale-reasons">申请原因</h2>
          <CheckList
            value={value ? [value] : []}
            onChange={(v) => {
              if (v[0]) onChange(String(v[0]));
              setOpen(false);
            }}
          >
            {AFTER_SALE_REASONS.map((r) => (
              <CheckList.Item key={r.code} value={r.code}>
                {r.name}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
