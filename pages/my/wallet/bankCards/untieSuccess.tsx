import { useRouter } from 'next/router';
import { CheckCircleFill } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import styles from '@/components/my/wallet/withdraw.module.css';

/** 解绑成功 (inventory my §2 bankCards/untieSuccess); 返回 → 银行卡管理. */
const UntieSuccessPage: PageWithLayout = () => {
  const router = useRouter();
  const back = () => void router.replace('/my/wallet/bankCards/list');
  return (
    <div className={styles.page}>
      <Seo title="解绑成功" description="银行卡已解绑。" path="/my/wallet/bankCards/untieSuccess" noindex />
      <HeaderBar title="解绑成功" fixed onBack={back} />
      <section className={styles.result} aria-label="解绑结果">
        <CheckCircleFill className={styles.resultIcon} aria-hidden />
        <h2 className={styles.resultTitle}>解绑成功</h2>
        <p className={styles.resultSub}>该银行卡已不能用于提现</p>
      </section>
      <button type="button" className={styles.submit} onClick={back}>
        返回
      </button>
    </div>
  );
};

UntieSuccessPage.getLayout = defaultLayout;
export default UntieSuccessPage;
