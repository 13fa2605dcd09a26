import Head from 'next/head';
import { useState, type FormEvent } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import { errorText } from '@/lib/pageLoader';
import { isValidEmail } from '@/components/invoice/invoiceForm';
import { diagSendEmail, type TestEmailSent } from '@/services/diag';
import { diagPage, type DiagProps } from '@/services/loaders/diag';
import styles from '@/components/diag/diag.module.css';

export const getServerSideProps = diagPage;

/** /test/sendEmail — sends one test e-mail through the mail adapter (outside production, or the operator). */
export default function SendEmailPage({ appEnv }: DiagProps) {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<TestEmailSent | null>(null);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!isValidEmail(to.trim())) return setError('请输入正确的邮箱地址');
    setBusy(true);
    try {
      setSent(await diagSendEmail(to.trim()));
    } catch (err) {
      setError(errorText(err, '发送失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Head>
        <title key="title">测试邮件</title>
        <meta name="robots" content="noindex" />
      </Head>
      <HeaderBar title="测试邮件" />
      <form className={styles.box} onSubmit={submit}>
        <p className={styles.note}>运行环境 {appEnv}。向下面的邮箱发送一封测试邮件，检查邮件服务是否正常。</p>
        <div className={styles.row}>
          <input className={styles.input} type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder="请输入邮箱地址" aria-label="收件邮箱" />
          <button type="submit" className="button-primary" style={{ marginTop: 0 }} disabled={busy}>
            {busy ? '发送中' : '发送'}
          </button>
        </div>
        {error ? <p className={styles.error} role="alert">{error}</p> : null}
        {sent ? (
          <p className={styles.result} role="status">
            已发送（编号 {sent.id}）至 {sent.to}，主题「{sent.subject}」，时间 {sent.sentAt}
          </p>
        ) : null}
      </form>
    </>
  );
}
