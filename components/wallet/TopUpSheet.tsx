import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { topUp } from '@/services/wallet';
import { yuanToFen } from '@/lib/money';
import orderStyles from '@/components/order/order.module.css';
import styles from './wallet.module.css';
import { StandInNote } from '@/components/common/StandIns';

const QUICK_YUAN = [100, 500, 1000, 2000, 5000, 10000];
/** The service takes 1 fen .. 50000 元 (5000000 fen) per top-up. */
export const TOP_UP_MAX_FEN = 5_000_000;


type Props = { visible: boolean; onClose: () => void };

/** 充值: pick or type an amount, then the browser goes to the payment gateway; /pay/payResult shows the outcome. */
export function TopUpSheet({ visible, onClose }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const fen = yuanToFen(text);
    if (fen === null || fen <= 0) return setError('请输入正确的充值金额');
    if (fen > TOP_UP_MAX_FEN) return setError('单次充值不能超过50000元');
    setError('');
    setBusy(true);
    try {
      const res = await topUp(fen);
      window.location.href = res.payUrl;
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '充值发起失败，请稍后重试');
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      <div className={orderStyles.sheet} role="dialog" aria-label="余额充值">
        <div className={orderStyles.sheetTitle}>
          余额充值
          <button type="button" className={orderStyles.sheetClose} onClick={onClose} aria-label="关闭">
            ×
          </button>
        </div>
        <StandInNote service="pay">沙箱支付：充值不会真实扣款</StandInNote>
        <p className={orderStyles.sheetText}>充值金额（元）</p>
        <label className={styles.amountInput}>
          <span>¥</span>
          <input
            value={text}
            inputMode="decimal"
            placeholder="请输入充值金额"
            aria-label="充值金额"
            onChange={(e) => {
              setText(e.target.value.replace(/[^\d.]/g, ''));
              setError('');
            }}
          />
        </label>
        <div className={styles.quick}>
          {QUICK_YUAN.map((y) => (
            <button key={y} type="button" className={text === String(y) ? styles.quickOn : ''} onClick={() => (setText(String(y)), setError(''))}>
              {y}元
            </button>
          ))}
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p className={orderStyles.sheetText} style={{ marginTop: '0.24rem' }}>
          单次最多充值50000元，支付成功后余额实时到账。
        </p>
        <div className={orderStyles.sheetFoot}>
          <button type="button" className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`} disabled={busy || !text} onClick={() => void submit()}>
            {busy ? '正在前往支付…' : '去支付'}
          </button>
        </div>
      </div>
    </Popup>
  );
}
