import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCardList, type CardListData } from '@/services/loaders/walletWithdraw';
import { cardList, type BankCard } from '@/services/walletWithdraw';
import { toast } from '@/lib/toast';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { BankCardTile } from '@/components/my/wallet/BankCardTile';
import styles from '@/components/my/wallet/withdraw.module.css';

type Props = PageProps<CardListData>;

export const getServerSideProps = pageLoader(loadCardList, { fallback: '银行卡加载失败，请稍后再试' });

/** 银行卡管理 (inventory my §2 bankCards/list): the bound cards as blue tiles; 添加收款账户. Back → 我的钱包. */
const BankCardListPage: PageWithLayout<Props> = ({ data, error }) => {
  const router = useRouter();
  const [cards, setCards] = useState<BankCard[] | null>(data?.cards ?? null);
  const [failed, setFailed] = useState(data ? '' : error);
  const reload = async () => {
    try {
      setCards((await cardList()).records);
      setFailed('');
    } catch {
      if (!cards) setFailed('银行卡加载失败，请稍后再试');
      else toast.warning('刷新失败，请稍后再试');
    }
  };
  return (
    <div className={styles.page}>
      <Seo title="银行卡管理" description="管理用于提现的银行卡。" path="/my/wallet/bankCards/list" noindex />
      <HeaderBar title="银行卡管理" fixed onBack={() => void router.push('/my/wallet')} />
      <PullToRefresh onRefresh={reload}>
        <section aria-label="银行卡列表" style={{ minHeight: '60vh' }}>
          {failed ? (
            <Empty text={failed}>
              <button type="button" className="button-primary" onClick={() => void reload()}>
                重新加载
              </button>
            </Empty>
          ) : cards && cards.length ? (
            cards.map((c) => <BankCardTile key={c.id} card={c} link />)
          ) : (
            <Empty text="您还未绑定银行卡" />
          )}
        </section>
      </PullToRefresh>
      <div className={`${styles.footer} fixed-column`}>
        <Link href="/my/wallet/bankCards/add" className={styles.submit} style={{ textAlign: 'center', lineHeight: '0.88rem' }}>
          添加收款账户
        </Link>
      </div>
    </div>
  );
};

BankCardListPage.getLayout = defaultLayout;
export default BankCardListPage;
