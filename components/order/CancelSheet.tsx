import { useState } from 'react';
import { Radio } from 'antd-mobile';
import { Popup } from '@/components/common/lazyAntd';
import { toast } from '@/lib/toast';
import { RelatedOrders, type RelatedOrderView } from './RelatedOrders';
import styles from './order.module.css';

type Reason = { code: string; name: string };
type Props = {
  visible: boolean;
  related: RelatedOrderView[];
  reasons: Reason[];
  busy?: boolean;
  onClose: () => void;
  onSubmit: (reason: Reason) => void;
};

/**
 * 取消订单 (inventory §0.5 cancel flow): with related orders it first says they go together (step 1),
 * then asks for a reason (step 2).
 */
export function CancelSheet({ visible, onClose, ...rest }: Props) {
  // Mounted on each opening, so every cancellation starts at its first step with nothing chosen.
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      <CancelBody onClose={onClose} {...rest} />
    </Popup>
  );
}

function CancelBody({ related, reasons, busy, onClose, onSubmit }: Omit<Props, 'visible'>) {
  const [step, setStep] = useState<1 | 2>(related.length > 1 ? 1 : 2);
  const [code, setCode] = useState('');

  const submit = () => {
    const reason = reasons.find((r) => r.code === code);
    if (!reason) return void toast.warning('请选中取消原因');
    onSubmit(reason);
  };

  return (
    <section className={styles.sheet} aria-label="取消订单">
        {step === 1 ? (
          <>
            <h2 className={styles.sheetTitle}>以下订单会一起取消</h2>
            <p className={styles.sheetText}>由于以下订单具有同属关系，将会一起被取消</p>
            <RelatedOrders orders={related} />
            <div className={styles.sheetFoot}>
              <button type="button" className={`${styles.ghostBtn} ${styles.bigBtn}`} onClick={onClose}>
                暂不取消
              </button>
              <button type="button" className={`${styles.primaryBtn} ${styles.bigBtn}`} onClick={() => setStep(2)}>
                确定取消
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 className={styles.sheetTitle}>
              订单取消
              <button type="button" className={styles.sheetClose} aria-label="关闭" onClick={onClose}>
                ×
              </button>
            </h2>
            <p className={styles.tip} style={{ margin: '0 0 0.24rem' }}>
              温馨提示：订单取消后将无法恢复，优惠券，红包可退回，有效期内使用
            </p>
            <p className={styles.sheetText}>请选择取消订单的原因：</p>
            <Radio.Group value={code} onChange={(v) => setCode(String(v))}>
              {reasons.map((r) => (
                <div key={r.code} className={styles.option}>
                  <Radio value={r.code} style={{ '--font-size': '0.28rem', width: '100%' }}>
                    {r.name}
                  </Radio>
                </div>
              ))}
            </Radio.Group>
            <div className={styles.sheetFoot}>
              <button type="button" className={`${styles.primaryBtn} ${styles.bigBtn}`} disabled={busy} onClick={submit}>
                确定
              </button>
            </div>
          </>
        )}
    </section>
  );
}
