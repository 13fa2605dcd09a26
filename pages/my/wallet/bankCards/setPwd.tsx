import { useRouter } from 'next/router';
import { useState } from 'react';
import { pageLoader, errorText, type PageProps } from '@/lib/pageLoader';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCard, type CardData } from '@/services/loaders/walletWithdraw';
import { unbundle } from '@/services/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { PasswordPad } from '@/components/my/wallet/PasswordPad';
import { cardLabel } from '@/components/my/wallet/withdrawRules';
import styles from '@/components/my/wallet/withdraw.module.css';

type Props = PageProps<CardData>;

export const getServerSideProps = pageLoader(loadCard, { required: ['id'], fallback: '银行卡加载失败，请稍后再试' });

/** 支付密码验证 of unbinding (inventory my §2 bankCards/setPwd): the pay password, then 解绑成功. */
const UnbindPasswordPage: PageWithLayout<Props> = ({ data, error: loadError }) => {
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const card = data?.card;

  const submit = async (password: string) => {
    if (!card || busy) return;
    if (password.length < 6) return void toast.warning('请输入6位支付密码');
    setBusy(true);
    setError('');
    try {
      await unbundle({ id: card.id, payPassword: password });
      void router.replace('/my/wallet/bankCards/untieSuccess');
    } catch (e) {
      const wrong = e instanceof ApiError && e.code === 20201;
      setError(wrong ? `密码错误请重新输入（${errorText(e)}）` : errorText(e, '解绑失败，请稍后再试'));
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Seo title="支付密码验证" description="输入支付密码以解绑银行卡。" path="/my/wallet/bankCards/setPwd" noindex />
      <HeaderBar title="支付密码验证" fixed />
      {card ? (
        <>
          <p className={styles.notice}>解绑 {cardLabel(card)}</p>
          <PasswordPad error={error} busy={busy} busyText="正在解绑…" onSubmit={(p) => void submit(p)} back={router.asPath} />
        </>
      ) : (
        loadError ? <LoadError text={loadError} /> : <Empty text="银行卡不存在" />
      )}
    </div>
  );
};

UnbindPasswordPage.getLayout = defaultLayout;
export default UnbindPasswordPage;
