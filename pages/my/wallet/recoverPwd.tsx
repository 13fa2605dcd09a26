import { useRouter } from 'next/router';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { chinaClock } from '@/lib/chinaTime';
import { isSafeRedirect } from '@/lib/validators';
import { recoverPasswordInfo, type PayPasswordRecoverInfo } from '@/services/wallet';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { RecoverPayPasswordForm } from '@/components/wallet/RecoverPayPasswordForm';
import styles from '@/components/my/profile/profile.module.css';

type Data = { info: PayPasswordRecoverInfo; redirect: string | null };
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<Data> => ({
    info: await recoverPasswordInfo(client),
    redirect: isSafeRedirect(query.redirect) ? query.redirect : null,
  }),
  { errorPage: true },
);

/**
 * 忘记支付密码 (/my/wallet/recoverPwd?redirect=): reached from the wallet, its 修改支付密码 sheet, and every pay-password
 * pad when the password is forgotten or locked. Done: back to `redirect` (the payment it came from) or the wallet.
 */
const RecoverPwdPage: PageWithLayout<Props> = ({ data: { info, redirect } }) => {
  const router = useRouter();
  const title = info.hasPayPassword ? '忘记支付密码' : '设置支付密码';
  return (
    <div className={styles.page}>
      <Seo title={title} description="通过短信验证码重置钱包支付密码。" path="/my/wallet/recoverPwd" noindex />
      <HeaderBar title={title} fixed />
      {info.lockedUntil ? (
        <p className={styles.hint} role="status">
          支付密码错误次数过多，已锁定至 {chinaClock(info.lockedUntil)}。重置后立即解除锁定。
        </p>
      ) : (
        <p className={styles.hint}>验证手机号{info.needIdNo ? '和实名认证的身份证号' : ''}后设置新的6位数字支付密码。</p>
      )}
      <RecoverPayPasswordForm info={info} onDone={() => void router.replace(redirect ?? '/my/wallet')} />
    </div>
  );
};

RecoverPwdPage.getLayout = defaultLayout;
export default RecoverPwdPage;
