import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { PAY_PASSWORD_RE, weakPayPassword } from '@/lib/contract/wallet/enums';
import { isValidIdCard } from '@/lib/validators/idCard';
import type { PayPasswordRecoverInfo } from '@/lib/contract/wallet/api';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { sendAccountSms } from '@/services/auth';
import { recoverPassword } from '@/services/wallet';
import { CodeField } from '@/components/my/profile/CodeField';
import fieldStyles from '@/components/common/Field.module.css';
import styles from '@/components/my/profile/profile.module.css';
import walletStyles from './wallet.module.css';

type Props = { info: PayPasswordRecoverInfo; onDone: () => void };

/** The SMS code the server takes: 6 digits. */
const SMS_CODE = /^\d{6}$/;

/** What is wrong with the form before it is sent (the server checks everything again, and the birth date itself). */
export function recoverFormError(f: { needIdNo: boolean; code: string; idNo: string; pin: string; again: string }): string | null {
  if (!SMS_CODE.test(f.code)) return '请输入6位验证码';
  if (f.needIdNo && !isValidIdCard(f.idNo.trim())) return '请输入正确的18位身份证号';
  if (!PAY_PASSWORD_RE.test(f.pin)) return '请输入6位数字新支付密码';
  const weak = weakPayPassword(f.pin);
  if (weak) return weak;
  if (f.pin !== f.again) return '两次输入的支付密码不一致';
  return null;
}

/** A plain text field of the form (a native input: this page stays within the first-load JS budget). */
function Field({ label, onChange, ...input }: { label: string; onChange: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className={walletStyles.plainInput} placeholder={label} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}

/** A 6-digit secret typed on the number pad, never shown. */
const PinField = ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => (
  <Field label={label} type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={value} onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))} />
);

/**
 * 忘记支付密码: a code to the bound phone, the ID number when the account is real-name verified, then a new pay
 * password typed twice. Ends the lock of wrong tries; the phone gets a notice from the server.
 */
export function RecoverPayPasswordForm({ info, onDone }: Props) {
  const [code, setCode] = useState('');
  const [idNo, setIdNo] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const why = recoverFormError({ needIdNo: info.needIdNo, code, idNo, pin, again });
    if (why) return setError(why);
    setBusy(true);
    try {
      await recoverPassword({ smsCode: code, payPassword: pin, ...(info.needIdNo ? { idNo: idNo.trim() } : {}) });
      toast.success('支付密码已重置');
      onDone();
    } catch (err) {
      setError(errorText(err, '重置失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="重置支付密码">
        <div className={styles.readonly}>
          <span>手机号</span>
          <span>{info.phoneMasked}</span>
        </div>
        <CodeField value={code} onChange={edit(setCode)} send={() => sendAccountSms('payPassword')} />
        {info.needIdNo ? (
          <Field
            label={`实名认证的身份证号${info.idNoMasked ? `（${info.idNoMasked}）` : ''}`}
            maxLength={18}
            autoComplete="off"
            value={idNo}
            onChange={(v) => edit(setIdNo)(v.replace(/[^\dXx]/g, '').slice(0, 18))}
          />
        ) : null}
        <PinField label="新支付密码（6位数字）" value={pin} onChange={edit(setPin)} />
        <PinField label="再次输入新支付密码" value={again} onChange={edit(setAgain)} />
        {error ? (
          <p className={walletStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p className={styles.hint}>不能是6位相同或连续的数字，也不能是出生日期。重置后立即生效，并解除输错锁定。</p>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {busy ? '正在提交…' : '确定'}
        </button>
      </form>
    </>
  );
}
