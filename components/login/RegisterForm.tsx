import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { register } from '@/services/auth';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { PhoneField } from '@/components/common/PhoneField';
import { ProtocolCheckbox } from '@/components/common/ProtocolCheckbox';
import { AuthShell, SubmitButton } from './AuthShell';
import { PasswordField } from './PasswordField';
import { SmsCodeField } from './SmsCodeField';
import { visitorProof } from '@/lib/visitor';
import { completeLogin } from './completeLogin';
import { AFTER_SUCCESS_MS, firstFormError, safeTarget, withRedirect } from './rules';
import { useCloseAuth } from './useCloseAuth';
import styles from './AuthShell.module.css';

export const PASSWORD_HINT = '请输入密码(6-15位数字/字母/标点符号)';

/** 注册账号: phone + SMS code (type register) + password; the new account is logged in at once. */
export function RegisterForm({ redirect }: { redirect: string | null }) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const close = useCloseAuth(redirect, 'redirect');
  const values = { phone, code, password, agreed };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done.current) return;
    const error = firstFormError(values);
    if (error) return void toast.warning(error);
    setBusy(true);
    try {
      const result = await register({ phone, password, smsCode: code, ...visitorProof() });
      await completeLogin(result);
    } catch (err) {
      setBusy(false);
      toast.warning((err instanceof Error && err.message) || '注册失败');
      return;
    }
    setBusy(false);
    done.current = true;
    toast.success('注册成功', AFTER_SUCCESS_MS);
    setTimeout(() => void router.replace(safeTarget(redirect)), AFTER_SUCCESS_MS);
  };

  return (
    <AuthShell
      heading="注册账号"
      onClose={close}
      footer={
        <>
          <Link href={withRedirect('/login', redirect)} replace>
            手机快捷登录
          </Link>
          <span className={styles.divider} aria-hidden />
          <Link href={withRedirect('/login/forget', redirect)} replace>
            忘记密码
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PhoneField value={phone} onChange={setPhone} codeType="register" />
        <SmsCodeField value={code} onChange={setCode} />
        <PasswordField value={password} onChange={setPassword} placeholder={PASSWORD_HINT} autoComplete="new-password" />
        <div className={styles.protocol}>
          <ProtocolCheckbox
            checked={agreed}
            onChange={setAgreed}
            description="为保障您的个人隐私权益，请点击同意按钮前认真阅读下方协议："
          />
        </div>
        <SubmitButton ready={firstFormError(values) === null}>注册</SubmitButton>
      </form>
      <LoadingOverlay visible={busy} text="注册中" />
    </AuthShell>
  );
}
