import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useEffect, useState } from 'react';
import { parseCookieHeader } from '@/lib/cookies';
import { isMiniProgram } from '@/lib/guard';
import { nav } from '@/lib/navigate';
import { getVisitor } from '@/lib/visitor';
import { ensureVisitor, useUserStore, isLoggedIn } from '@/stores/user';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { chatIndexUrl, visitorCredentials } from '@/components/common/chatHandoff';
import { HeaderBar } from '@/components/common/HeaderBar';
import { InlineLoading } from '@/components/common/InlineLoading';
import { Empty } from '@/components/common/Empty';
import { useAppFlags } from '@/components/common/AppFlags';
import styles from '@/components/chat/msgPage.module.css';

type Props = { isApplets: boolean };

/**
 * 消息 lives on the chat site. A logged-in user (session cookies) is sent there by the server at
 * once; a visitor's identity is in localStorage (myInfo), so the browser finishes the hand-off.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, query }) => {
  const c = parseCookieHeader(req.headers.cookie);
  const isApplets = isMiniProgram(new URLSearchParams(query as Record<string, string>), String(req.headers['user-agent'] || ''));
  if (c.token && c.userId && c.userType) {
    const destination = chatIndexUrl({ token: c.token, userId: c.userId, userType: c.userType }, { isApplets });
    return { redirect: { destination, permanent: false } };
  }
  return { props: { isApplets } };
};

const MsgPage: PageWithLayout<Props> = ({ isApplets }) => {
  const flags = useAppFlags();
  const [failed, setFailed] = useState(false);
  const applets = isApplets || flags.isApplets;

  useEffect(() => {
    let live = true;
    const go = async () => {
      const user = useUserStore.getState();
      if (isLoggedIn(user)) {
        nav.replace(chatIndexUrl({ token: user.token, userId: user.userId, userType: user.userType }, { isApplets: applets }));
        return;
      }
      const visitor = getVisitor() ?? (await ensureVisitor());
      if (!live) return;
      if (!visitor) return setFailed(true);
      nav.replace(chatIndexUrl(visitorCredentials(visitor), { isApplets: applets }));
    };
    void go();
    return () => {
      live = false;
    };
  }, [applets]);

  return (
    <>
      <Head>
        <title key="title">消息</title>
      </Head>
      <HeaderBar title="消息" />
      {failed ? (
        <Empty text="消息服务暂时无法连接">
          <button type="button" className="button-primary" onClick={() => window.location.reload()}>
            重试
          </button>
        </Empty>
      ) : (
        <>
          <InlineLoading text="正在进入消息" />
          <p className={styles.note}>访客无需登录也能直接咨询规划师；登录后，聊天记录会保存在您的账号里，换一台手机也能看到。</p>
        </>
      )}
    </>
  );
};

MsgPage.getLayout = defaultLayout;
export default MsgPage;
