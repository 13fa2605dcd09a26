import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { RightOutline, SetOutline } from 'antd-mobile-icons';
import { navLayout, type PageWithLayout } from '@/layouts';
import { Avatar } from '@/components/common/Avatar';
import { sessionFromRequest, useSessionView, type SessionView } from '@/components/common/session';
import styles from '@/styles/my.module.css';

type Props = { session: SessionView };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => ({
  props: { session: sessionFromRequest(req) },
});

/** 我的: who is logged in (or a login prompt), with the way to settings and orders. */
const MyPage: PageWithLayout<Props> = ({ session }) => {
  const view = useSessionView(session);
  return (
    <>
      <Head>
        <title key="title">我的</title>
      </Head>
      <section className={styles.hero} aria-label="账号">
        <Avatar src={view.loggedIn ? view.avatar : ''} size="1.28rem" />
        {view.loggedIn ? (
          <div className={styles.who}>
            <h1 className={styles.name}>{view.nickName || '薯片用户'}</h1>
            {view.phone ? <p className={styles.phone}>{view.phone}</p> : null}
          </div>
        ) : (
          <div className={styles.who}>
            <Link href="/login?redirect=%2Fmy" className={styles.loginLink}>
              <h1 className={styles.name}>登录/注册</h1>
            </Link>
            <p className={styles.phone}>登录后查看订单、咨询记录</p>
          </div>
        )}
        {view.loggedIn ? (
          <Link href="/my/settings" className={styles.settings} aria-label="设置">
            <SetOutline aria-hidden />
          </Link>
        ) : null}
      </section>

      <section className={styles.card}>
        <Link href="/order" className={styles.row}>
          <span className={styles.rowTitle}>我的订单</span>
          <span className={styles.rowExtra}>
            查看全部订单
            <RightOutline aria-hidden />
          </span>
        </Link>
      </section>
    </>
  );
};

MyPage.getLayout = navLayout;
export default MyPage;
