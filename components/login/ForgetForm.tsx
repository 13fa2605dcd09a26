import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { retrievePassword } from '@/services/auth';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { PhoneField } from '@/components/common/PhoneField';
import { AuthShell, SubmitButton } from './AuthShell';
import { PasswordField } from './PasswordField';
import { SmsCodeField } from './SmsCodeField';
import { AFTER_SUCCESS_MS, firstFormError, withRedirect } from './rules';
import { useCloseAuth } from './useCloseAuth';
import styles from './AuthShell.module.css';

/** 找回密码: phone + SMS code (type reset) + new password twice; then back to login. */
export function ForgetForm({ redirect }: { redirect: string | null }) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const close = useCloseAuth(redirect, 'redirect');
  const values = { phone, code, password, confirm };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done.current) return;
    const error = firstFormError(values);
    if (error) return void toast.warning(error);
    setBusy(true);
    try {
      await retrievePassword({ phone, smsCode: code, newPassword: password });
    } catch (err) {
      setBusy(false);
      toast.warning((err instanceof Error && err.message) || '密码重置失败');
      return;
    }
    setBusy(false);
    done.current = true;
    toast.success('密码重置成功', AFTER_SUCCESS_MS);
    setTimeout(() => void router.replace(withRedirect('/login', redirect)), AFTER_SUCCESS_MS);
  };

  return (
    <AuthShell
      heading="找回密码"
      onClose={close}
      footer={
        <>
          <Link href={withRedirect('/login', redirect)} replace>
            手机快捷登录
          </Link>
          <span className={styles.divider} aria-hidden />
          <Link href={withRedirect('/login', redirect, { loginType: 'account' })} replace>
            账号快捷登录
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PhoneField value={phone} onChange={setPhone} codeType="reset" />
        <SmsCodeField value={code} onChange={setCode} />
        <PasswordField
          value={password}
          onChange={setPassword}
          label="新密码"
          placeholder="请输入新密码(6-15位数字/字母/标点符号)"
          toggle={false}
          autoComplete="new-password"
        />
        <PasswordField
          value={confirm}
          onChange={setConfirm}
          label="确认新密码"
          placeholder="确认新密码"
          toggle={false}
          autoComplete="new-password"
        />
        <SubmitButton ready={firstFormError(values) === null}>重置密码</SubmitButton>
      </form>
      <LoadingOverlay visible={busy} text="请求中" />
    </AuthShell>
  );
}
