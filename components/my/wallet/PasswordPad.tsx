import { useEffect, useRef, useState } from 'react';
import { PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { NumberKeyboard } from '@/components/common/lazyAntd';
import { ForgotPayPasswordLink } from '@/components/wallet/ForgotPayPasswordLink';
import styles from './withdraw.module.css';

type Props = {
  /** The line under the boxes: 密码错误请重新输入 and the server's reason. */
  error?: string;
  busy?: boolean;
  busyText?: string;
  /** Called once six digits are typed; the boxes empty for the next try. */
  onSubmit: (password: string) => void;
  /** Where 忘记支付密码 comes back to (this page). */
  back: string;
};

/**
 * 支付密码验证's pad (inventory my §2 withdraw/setPwd, bankCards/setPwd): six boxes typed on the number keyboard,
 * like the cashier's pay-password sheet; the keyboard opens with the page.
 */
export function PasswordPad({ error, busy, busyText = '正在验证…', onSubmit, back }: Props) {
  const [value, setValue] = useState('');
  const ref = useRef<PasscodeInputRef>(null);
  useEffect(() => {
    const t = setTimeout(() => ref.current?.focus(), 120);
    return () => clearTimeout(t);
  }, [error]);
  const change = (v: string) => {
    if (busy) return;
    if (v.length === 6) {
      setValue('');
      onSubmit(v);
    } else setValue(v);
  };
  return (
    <section className={styles.pad} aria-label="输入支付密码">
      <h2 className={styles.padTitle}>请输入支付密码</h2>
      <p className={styles.padSub}>为了您的资金安全，请输入6位数字支付密码</p>
      <PasscodeInput
        ref={ref}
        value={value}
        onChange={change}
        length={6}
        plain={false}
        error={!!error}
        seperated
        keyboard={<NumberKeyboard confirmText="确定" onConfirm={() => value.length < 6 && onSubmit(value)} />}
        data-testid="pay-password"
      />
      <p className={styles.error} role={error ? 'alert' : undefined}>
        {busy ? busyText : error || ''}
      </p>
      <ForgotPayPasswordLink back={back} />
    </section>
  );
}
