import Link from 'next/link';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCardAdd, type CardAddData } from '@/services/loaders/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { BankCardAddForm } from '@/components/my/wallet/BankCardAddForm';
import styles from '@/components/my/wallet/withdraw.module.css';

type Props = PageProps<CardAddData>;

export const getServerSideProps = pageLoader(loadCardAdd, { fallback: '加载失败，请稍后再试' });

/** Where to go after binding: a page of ours (?redirect=, e.g. back to 提现), else 银行卡管理. */
const afterBind = (redirect: string | undefined) => (redirect && /^\/my\/wallet(\/|$)/.test(redirect) ? redirect : '/my/wallet/bankCards/list');

/** 新增银行卡 (inventory my §2 bankCards/add): a debit card in the verified holder's name. */
const BankCardAddPage: PageWithLayout<Props> = ({ data, error, query }) => (
  <div className={styles.page}>
    <Seo title="新增银行卡" description="绑定本人名下的储蓄卡用于提现。" path="/my/wallet/bankCards/add" noindex />
    <HeaderBar title="新增银行卡" fixed />
    {!data ? (
      <LoadError text={error || '加载失败，请稍后再试'} />
    ) : data.account.realNamed && data.account.holderName ? (
      <BankCardAddForm holderName={data.account.holderName} redirect={afterBind(query.redirect)} />
    ) : (
      <Empty text="为保障资金安全，银行卡须绑定在实名认证的本人名下，请先完成实名认证">
        <Link href="/my/wallet/verified/auth" className="button-primary">
          去实名认证
        </Link>
      </Empty>
    )}
  </div>
);

BankCardAddPage.getLayout = defaultLayout;
export default BankCardAddPage;
