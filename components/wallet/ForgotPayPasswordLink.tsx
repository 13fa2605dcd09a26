import Link from 'next/link';
import styles from './wallet.module.css';

/** 忘记支付密码's page, coming back to `back` (a path of this site) once the new password is set. */
export const recoverPwdHref = (back?: string) => `/my/wallet/recoverPwd${back ? `?redirect=${encodeURIComponent(back)}` : ''}`;

/** The way out of a forgotten or locked pay password, under every place that asks for it. */
export function ForgotPayPasswordLink({ back, text = '忘记支付密码？' }: { back?: string; text?: string }) {
  return (
    <Link href={recoverPwdHref(back)} className={styles.forgot}>
      {text}
    </Link>
  );
}
