import { useCallback, useEffect, useRef, useState } from 'react';
import { PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { NumberKeyboard, Popup } from '@/components/common/lazyAntd';
import { ForgotPayPasswordLink } from '@/components/wallet/ForgotPayPasswordLink';
import styles from './pay.module.css';

type Props = {
  visible: boolean;
  /** The amount being paid, already formatted in yuan by the caller. */
  amountText: string;
  /** Server error of the last attempt (密码错误，还可输入N次), shown under the boxes. */
  error?: string;
  busy?: boolean;
  onClose: () => void;
  /** Called once six digits are entered. */
  onSubmit: (password: string) => void;
  /** Where 忘记支付密码 comes back to (this payment's page). */
  back: string;
};

/** 输入支付密码: six boxes typed on the number keyboard; the wallet checks the password on the server. */
export function PayPasswordSheet({ visible, amountText, error, busy, onClose, onSubmit, back }: Props) {
  const [value, setValue] = useState('');
  const ref = useRef<PasscodeInputRef | null>(null);
  // Open with the keyboard up, as a cashier does: once the boxes have mounted. The sheet's Popup loads on first open
  // (components/common/lazyAntd.tsx, ADR 0051), so an effect on `visible` would run before there is anything to focus.
  const boxes = useCallback((input: PasscodeInputRef | null) => {
    ref.current = input;
    if (!input) return;
    setTimeout(() => {
      if (ref.current === input) input.focus();
    }, 80);
  }, []);
  // ...and up again after a wrong password.
  useEffect(() => {
    if (!visible || !error) return;
    const t = setTimeout(() => ref.current?.focus(), 80);
    return () => clearTimeout(t);
  }, [visible, error]);

  const change = (v: string) => {
    if (busy) return;
    // Six digits are sent at once and the boxes empty for the next attempt.
    if (v.length === 6) {
      setValue('');
      onSubmit(v);
    } else setValue(v);
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }} destroyOnClose>
      <section className={styles.pwdSheet} aria-label="输入支付密码">
        <header className={styles.pwdHead}>
          <button type="button" className={styles.pwdClose} aria-label="关闭" onClick={onClose}>
            ×
          </button>
          <h2>请输入支付密码</h2>
        </header>
        <p className={styles.pwdAmount}>
          <small>¥</small>
          {amountText}
        </p>
        <PasscodeInput
          ref={boxes}
          value={value}
          onChange={change}
          length={6}
          plain={false}
          error={!!error}
          seperated
          keyboard={<NumberKeyboard />}
          data-testid="pay-password"
        />
        <p className={styles.pwdError} role={error ? 'alert' : undefined}>
          {busy ? '正在支付…' : error || ''}
        </p>
        <ForgotPayPasswordLink back={back} />
      </section>
    </Popup>
  );
}
