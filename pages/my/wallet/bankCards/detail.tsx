import Link from 'next/link';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { chinaDateTime } from '@/lib/chinaTime';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCard, type CardData } from '@/services/loaders/walletWithdraw';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { BankCardTile } from '@/components/my/wallet/BankCardTile';
import styles from '@/components/my/wallet/withdraw.module.css';

type Props = PageProps<CardData>;

export const getServerSideProps = pageLoader(loadCard, { required: ['id'], fallback: '银行卡加载失败，请稍后再试' });

/** 银行卡详情 (inventory my §2 bankCards/detail): the tile, its details, and 解绑 (with the pay password). */
const BankCardDetailPage: PageWithLayout<Props> = ({ data, error }) => {
  const card = data?.card;
  return (
    <div className={styles.page}>
      <Seo title="银行卡详情" description="已绑定银行卡的信息与解绑。" path="/my/wallet/bankCards/detail" noindex />
      <HeaderBar title="银行卡详情" fixed />
      {!card ? (
        error ? (
          <LoadError text={error}>
            <Link href="/my/wallet/bankCards/list" className="button-primary">
              返回银行卡管理
            </Link>
          </LoadError>
        ) : (
          <Empty text="银行卡不存在">
            <Link href="/my/wallet/bankCards/list" className="button-primary">
              返回银行卡管理
            </Link>
          </Empty>
        )
      ) : (
        <>
          <BankCardTile card={card} />
          <dl className={styles.card} aria-label="银行卡信息">
            {[
              ['持卡人', card.holderName],
              ['卡类型', card.cardType],
              ['开户行', card.openingBankName],
              ['预留手机号', card.phoneMasked],
              ['绑定时间', chinaDateTime(card.createTime)],
            ].map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt className={styles.rowLabel}>{label}</dt>
                <dd className={styles.rowValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={`${styles.footer} fixed-column`}>
            <Link href={`/my/wallet/bankCards/setPwd?id=${encodeURIComponent(card.id)}`} className={styles.submit} style={{ textAlign: 'center', lineHeight: '0.88rem' }}>
              解绑
            </Link>
          </div>
        </>
      )}
    </div>
  );
};

BankCardDetailPage.getLayout = defaultLayout;
export default BankCardDetailPage;
