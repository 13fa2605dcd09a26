import Link from 'next/link';
import { LoadError } from '@/components/common/Empty';
import { useRouter } from 'next/router';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadWithdrawForm, type WithdrawFormData } from '@/services/loaders/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { WithdrawForm } from '@/components/my/wallet/WithdrawForm';
import styles from '@/components/my/wallet/withdraw.module.css';
import { StandInNote } from '@/components/common/StandIns';

type Props = PageProps<WithdrawFormData>;

export const getServerSideProps = pageLoader(loadWithdrawForm, { fallback: '提现信息加载失败，请稍后再试' });

/** 提现 (inventory my §2 withdraw): to a bound card, ¥10–¥10000 a time, confirmed with the pay password. */
const WithdrawPage: PageWithLayout<Props> = ({ data, error }) => {
  const router = useRouter();
  return (
    <div className={styles.page}>
      <Seo title="提现" description="将钱包余额提现到已绑定的银行卡。" path="/my/wallet/withdraw" noindex />
      <HeaderBar
        title="提现"
        fixed
        onBack={() => void router.push('/my/wallet')}
        right={
          <Link href="/my/wallet/withdraw/list" className={styles.link}>
            提现记录
          </Link>
        }
      />
      <StandInNote service="payout">演示提现：不会真实打款</StandInNote>
      {data ? (
        <WithdrawForm info={data.info} cards={data.cards} />
      ) : (
        <LoadError text={error || '提现信息加载失败，请稍后再试'} onRetry={() => void router.replace(router.asPath)} />
      )}
    </div>
  );
};

WithdrawPage.getLayout = defaultLayout;
export default WithdrawPage;
