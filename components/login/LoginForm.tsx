import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CODE } from '@/lib/constants';
import { CHAT_SITE_URL } from '@/lib/env';
import { ApiError } from '@/lib/http';
import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { login } from '@/services/auth';
import { useUserStore } from '@/stores/user';
import type { CaptchaAnswer } from '@/components/common/CaptchaDialog';
import { useCaptchaDialog } from '@/components/common/useCaptchaDialog';
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

export type LoginMode = 'sms' | 'account';


type Props = { initialMode: LoginMode; redirect: string | null; sourcePlatform: string | null };

/** The chat site's login hand-off (?sourcePlatform=IM): back to it with the new session in the query. */
function imHandoffUrl(redirect: string | null): string | null {
  // Only the configured chat site: anything else would hand the session to a stranger.
  if (!redirect || !redirect.startsWith(`${CHAT_SITE_URL}/`)) return null;
  const { token, userId } = useUserStore.getState();
  const u = new URL(redirect, window.location.origin);
  u.searchParams.set('token', token);
  u.searchParams.set('userId', userId);
  return u.origin === window.location.origin ? `${u.pathname}${u.search}` : u.toString();
}

export function LoginForm({ initialMode, redirect, sourcePlatform }: Props) {
  const router = useRouter();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const captcha = useCaptchaDialog();
  const close = useCloseAuth(redirect, 'back');

  // Already logged in and nowhere particular to go: home (middleware does the same for full loads).
  useEffect(() => {
    if (!redirect && !sourcePlatform && useUserStore.getState().token) void router.replace('/');
  }, [redirect, sourcePlatform, router]);

  const values = mode === 'sms' ? { phone, code, agreed } : { phone, password, agreed };
  const ready = firstFormError(values) === null;

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setPhone('');
    setCode('');
    setPassword('');
  };

  const afterLogin = () => {
    const im = sourcePlatform === 'IM' ? imHandoffUrl(redirect) : null;
    if (im) nav.replace(im);
    else void router.replace(safeTarget(redirect));
  };

  const submit = async (answer?: CaptchaAnswer) => {
    if (busy || done.current) return;
    const error = firstFormError(values);
    if (error) {
      toast.warning(error);
      return;
    }
    setBusy(true);
    try {
      const result = await login({
        accountChannel: mode === 'sms' ? 'AUTH_PHONE_VERIFY' : 'AUTH_PHONE_PWD',
        phone,
        ...(mode === 'sms' ? { smsCode: code } : { password }),
        ...(answer ?? {}),
        ...visitorProof(),
      });
      await completeLogin(result);
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.code === CODE.CAPTCHA_REQUIRED) {
        const next = await captcha.ask();
        if (next) void submit(next);
        return;
      }
      toast.warning((e instanceof Error && e.message) || '登录失败');
      return;
    }
    setBusy(false);
    done.current = true;
    toast.success('登录成功！', AFTER_SUCCESS_MS);
    setTimeout(afterLogin, AFTER_SUCCESS_MS);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <AuthShell
      heading={mode === 'sms' ? '手机快捷登录' : '账号密码登录'}
      subheading={mode === 'sms' ? '未注册过的手机号将自动创建薯片账号' : undefined}
      onClose={close}
      headerRight={
        <Link className={styles.headerLink} href={withRedirect('/login/register', redirect)} replace>
          注册
        </Link>
      }
      footer={
        mode === 'sms' ? (
          <button type="button" onClick={() => switchMode('account')}>
            账号密码登录
          </button>
        ) : (
          <>
            <button type="button" onClick={() => switchMode('sms')}>
              手机快捷登录
            </button>
            <span className={styles.divider} aria-hidden />
            <Link href={withRedirect('/login/forget', redirect)} replace>
              忘记密码
            </Link>
          </>
        )
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {mode === 'sms' ? (
          <>
            <PhoneField value={phone} onChange={setPhone} codeType="login" />
            <SmsCodeField value={code} onChange={setCode} />
          </>
        ) : (
          <>
            <PhoneField value={phone} onChange={setPhone} />
            <PasswordField value={password} onChange={setPassword} />
          </>
        )}
        <div className={styles.protocol}>
          <ProtocolCheckbox checked={agreed} onChange={setAgreed} />
        </div>
        <SubmitButton ready={ready}>
          立即登录
        </SubmitButton>
      </form>
      {captcha.dialog}
      <LoadingOverlay visible={busy} text="登录中" />
    </AuthShell>
  );
}
