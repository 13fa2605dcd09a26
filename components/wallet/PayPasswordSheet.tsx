import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { resetPassword } from '@/services/wallet';
import { toast } from '@/lib/toast';
import orderStyles from '@/components/order/order.module.css';
import { ForgotPayPasswordLink } from './ForgotPayPasswordLink';
import styles from './wallet.module.css';

type Props = { visible: boolean; hasPassword: boolean; onClose: () => void; onDone: () => void };

const SIX = /^\d{6}$/;

/** 设置支付密码 (first time) or 修改支付密码 (the old one first). Six digits, typed twice. */
export function PayPasswordSheet({ visible, hasPassword, onClose, onDone }: Props) {
  const [oldPwd, setOldPwd] = useState('');
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const title = hasPassword ? '修改支付密码' : '设置支付密码';

  const reset = () => {
    setOldPwd('');
    setPwd('');
    setAgain('');
    setError('');
  };

  const submit = async () => {
    if (hasPassword && !SIX.test(oldPwd)) return setError('请输入6位数字原支付密码');
    if (!SIX.test(pwd)) return setError('支付密码须为6位数字');
    if (pwd !== again) return setError('两次输入的支付密码不一致');
    setError('');
    setBusy(true);
    try {
      await resetPassword(hasPassword ? { payPassword: pwd, oldPayPassword: oldPwd } : { payPassword: pwd });
      toast.success(hasPassword ? '支付密码已修改' : '支付密码设置成功');
      reset();
      onDone();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '保存失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const digits = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value.replace(/\D/g, '').slice(0, 6));
    setError('');
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={() => (reset(), onClose())}
      destroyOnClose
      bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}
    >
      <div className={orderStyles.sheet} role="dialog" aria-label={title}>
        <div className={orderStyles.sheetTitle}>
          {title}
          <button type="button" className={orderStyles.sheetClose} onClick={() => (reset(), onClose())} aria-label="关闭">
            ×
          </button>
        </div>
        <p className={orderStyles.sheetText}>支付密码用于余额支付，请勿与登录密码相同。</p>
        {hasPassword ? (
          <label className={styles.field}>
            原支付密码
            <input type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={oldPwd} onChange={digits(setOldPwd)} placeholder="请输入原6位支付密码" />
          </label>
        ) : null}
        <label className={styles.field}>
          新支付密码
          <input type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={pwd} onChange={digits(setPwd)} placeholder="请输入6位数字" />
        </label>
        <label className={styles.field}>
          确认支付密码
          <input type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={again} onChange={digits(setAgain)} placeholder="请再次输入" />
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {hasPassword ? <ForgotPayPasswordLink text="忘记原支付密码？" /> : null}
        <div className={orderStyles.sheetFoot}>
          <button type="button" className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`} disabled={busy} onClick={() => void submit()}>
            {busy ? '正在保存…' : '确定'}
          </button>
        </div>
      </div>
    </Popup>
  );
}
