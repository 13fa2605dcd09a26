import Link from 'next/link';
import { useState } from 'react';
import { Radio } from 'antd-mobile';
import { Popup } from '@/components/common/lazyAntd';
import { fenToYuan } from '@/lib/format';
import { PAY_TYPE, type PayType } from '@/lib/contract/order/enums';
import styles from './order.module.css';

/** What the batch list says is payable now (本期) and in all (全款), as computed by the server. */
export type PayPlan = {
  payType: PayType;
  /** Batch number of the first due batch (deposit: 0 定金, 1 尾款). */
  firstBatchNumber: number;
  dueFen: number;
  dueBatchIds: string[];
  allFen: number;
  allBatchIds: string[];
};

type Props = {
  visible: boolean;
  cusOrderId: string;
  plan: PayPlan | null;
  onClose: () => void;
  /** The batch ids chosen (本期 or 全款). */
  onPay: (batchIds: string[]) => void;
};

/** 支付款项 (inventory §0.6): by node 本期应付/全款支付, deposit 定金/尾款, otherwise 全款支付. */
export function PayModal({ visible, onClose, plan, ...rest }: Props) {
  return (
    <Popup visible={visible && !!plan} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      {plan ? <PayModalBody plan={plan} onClose={onClose} {...rest} /> : null}
    </Popup>
  );
}

function PayModalBody({ cusOrderId, plan, onClose, onPay }: Omit<Props, 'visible' | 'plan'> & { plan: PayPlan }) {
  const byNode = plan.payType === PAY_TYPE.BY_NODE;
  const deposit = plan.payType === PAY_TYPE.DEPOSIT;
  // Staged pay types start on 本期应付, the others on 全款支付.
  const [choice, setChoice] = useState<'due' | 'all'>(byNode || deposit ? 'due' : 'all');

  const detail = (isPayAll: 0 | 1) => (
    <Link className={styles.detailLink} href={`/order/billDetail?cusOrderId=${encodeURIComponent(cusOrderId)}&isPayAll=${isPayAll}`}>
      查看明细 &gt;
    </Link>
  );
  const option = (value: 'due' | 'all', label: string, fen: number, isPayAll: 0 | 1) => (
    <div className={styles.option} key={value}>
      <Radio value={value} style={{ '--font-size': '0.28rem' }}>
        <span className={styles.optionMain}>
          <b>{label}</b>
          <span>
            金额: <span className={styles.money}>{fenToYuan(fen)}</span> 元
          </span>
        </span>
      </Radio>
      {detail(isPayAll)}
    </div>
  );

  const options = byNode
    ? [option('due', '本期应付', plan.dueFen, 0), option('all', '全款支付', plan.allFen, 1)]
    : deposit
      ? [option('due', plan.firstBatchNumber === 0 ? '定金' : '尾款', plan.dueFen, 0)]
      : [option('all', '全款支付', plan.allFen, 1)];
  const ids = choice === 'all' ? plan.allBatchIds : plan.dueBatchIds;

  return (
    <section className={styles.sheet} aria-label="支付款项">
        <h2 className={styles.sheetTitle}>
          支付款项
          <button type="button" className={styles.sheetClose} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </h2>
        <Radio.Group value={choice} onChange={(v) => setChoice(v as 'due' | 'all')}>
          {options}
        </Radio.Group>
        <div className={styles.sheetFoot}>
          <button type="button" className={`${styles.primaryBtn} ${styles.bigBtn}`} disabled={!ids.length} onClick={() => onPay(ids)}>
            去支付
          </button>
        </div>
    </section>
  );
}
