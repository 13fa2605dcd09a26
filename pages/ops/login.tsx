import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/http';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsRedirectOf, opsPage } from '@/services/loaders/ops';
import { opsCode, opsLogin } from '@/services/ops';
import { OpsFrame } from '@/components/ops/OpsShell';
import styles from '@/components/ops/ops.module.css';
import { MOBILE_RE } from '@/lib/contract/mobile';

export const getServerSideProps = opsPage({ login: true });

/**
 * 运营工作台登录: the operator's phone and password, then the code sent to that phone. Only operator accounts (made from
 * the command line or the environment) get a code; the session is an HttpOnly cookie.
 */
const OpsLoginPage: PageWithLayout = () => {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const sendCode = async () => {
    setError('');
    if (!MOBILE_RE.test(phone)) return setError('请输入正确的手机号');
    if (!password) return setError('请输入密码');
    setBusy(true);
    try {
      const r = await opsCode(phone, password);
      setSent(true);
      setWait(r.resendSeconds);
    } catch (e) {
      setError(isApiError(e) ? e.message : '发送失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!/^\d{6}$/.test(code)) return setError('请输入6位验证码');
    setBusy(true);
    try {
      await opsLogin(phone, password, code);
      await router.replace(opsRedirectOf(router.query.redirect));
    } catch (err) {
      setError(isApiError(err) ? err.message : '登录失败，请重试');
      setBusy(false);
    }
  };

  return (
    <OpsFrame title="登录">
      <main className={`${styles.main} ${styles.login}`}>
        <h1>运营工作台</h1>
        <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
          <label className={styles.field}>
            手机号
            <input type="tel" inputMode="numeric" autoComplete="username" maxLength={11} value={phone} onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} />
          </label>
          <label className={styles.field}>
            密码
            <input type="password" autoComplete="current-password" maxLength={64} value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label className={styles.field}>
            验证码
            <span className={styles.row}>
              <input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
              <button type="button" className={styles.secondary} disabled={busy || wait > 0} onClick={() => void sendCode()}>
                {wait > 0 ? `${wait}秒后重发` : sent ? '重新获取' : '获取验证码'}
              </button>
            </span>
          </label>
          {sent ? <p className={styles.meta}>验证码已发送至该手机，10分钟内有效</p> : null}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy || !sent} style={{ width: '100%' }}>
            登录
          </button>
        </form>
      </main>
    </OpsFrame>
  );
};

OpsLoginPage.getLayout = defaultLayout;
export default OpsLoginPage;
