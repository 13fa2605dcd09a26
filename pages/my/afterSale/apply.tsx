import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { CheckCircleFill } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import ui from '@/components/my/ui.module.css';
import styles from '@/components/aftersale/aftersale.module.css';

type Props = { id: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { id: typeof query.id === 'string' ? query.id : '' },
});

/** 提交成功 (inventory my §4 apply): the sheet was created; look at it or go back to the orders. */
const AfterSaleApplyPage: PageWithLayout<Props> = ({ id }) => (
  <div className={ui.page}>
    <Head>
      <title key="title">提交成功</title>
    </Head>
    <HeaderBar title="提交成功" fixed />
    <section className={styles.success}>
      <CheckCircleFill fontSize="1.2rem" color="#00b365" aria-hidden />
      <h2 className={styles.successTitle}>售后单申请成功</h2>
      <p className={ui.muted} style={{ marginTop: '0.16rem', lineHeight: 1.6 }}>
        预计47时59分钟内为您处理，请您保持手机畅通，耐心等待！
      </p>
      <div className={ui.actions} style={{ justifyContent: 'center', marginTop: '0.48rem' }}>
        {id ? (
          <Link className={ui.btnPrimary} href={`/my/afterSale/detail?id=${encodeURIComponent(id)}`} style={{ display: 'inline-flex', alignItems: 'center' }}>
            查看售后
          </Link>
        ) : null}
        <Link className={ui.btn} href="/order" style={{ display: 'inline-flex', alignItems: 'center' }}>
          返回订单
        </Link>
      </div>
      <p className={ui.muted} style={{ marginTop: '0.48rem' }}>
        为了保障您的权益，请您仔细阅读
        <Link href="/login/protocol?categoryCode=protocol100040" style={{ color: 'var(--brand)', textDecoration: 'underline' }}>
          《薯片平台用户售后说明》
        </Link>
      </p>
    </section>
  </div>
);

AfterSaleApplyPage.getLayout = defaultLayout;
export default AfterSaleApplyPage;
