import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { CheckCircleFill } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/evaluate/evaluate.module.css';

type Props = { goodsId: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { goodsId: typeof query.goodsId === 'string' ? query.goodsId : '' },
});

/** 评价成功 (inventory my §6 success): thanks, then back to the evaluation centre or to the product's reviews. */
const EvaluateSuccessPage: PageWithLayout<Props> = ({ goodsId }) => {
  const router = useRouter();
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">评价成功</title>
      </Head>
      <HeaderBar
        title="评价成功"
        hideBack
        fixed
        right={
          <button type="button" onClick={() => void router.replace('/my/evaluate?tab=2')} style={{ border: 0, background: 'none', color: 'var(--brand)', fontSize: '0.28rem' }}>
            完成
          </button>
        }
      />
      <section className={styles.success}>
        <CheckCircleFill fontSize="1.2rem" color="#00b365" aria-hidden />
        <h2 className={styles.successTitle}>感谢您的评价~</h2>
        <p className={styles.successText}>非常感谢您的评价，为我们服务质量的提升提供了宝贵意见！</p>
        <div className={ui.actions} style={{ justifyContent: 'center', marginTop: '0.6rem' }}>
          <Link className={ui.btnPrimary} href="/my/evaluate?tab=2" style={{ display: 'inline-flex', alignItems: 'center' }}>
            查看我的评价
          </Link>
          {goodsId ? (
            <Link className={ui.btn} href={`/detail/commentList?goodsId=${encodeURIComponent(goodsId)}`} style={{ display: 'inline-flex', alignItems: 'center' }}>
              查看商品评价
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
};

EvaluateSuccessPage.getLayout = defaultLayout;
export default EvaluateSuccessPage;
