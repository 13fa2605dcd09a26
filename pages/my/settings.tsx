import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { RightOutline } from 'antd-mobile-icons';
import { resetTracking } from '@/lib/analytics';
import { logout } from '@/services/auth';
import { useChatStore } from '@/stores/chat';
import { useUserStore } from '@/stores/user';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Avatar } from '@/components/common/Avatar';
import { HeaderBar } from '@/components/common/HeaderBar';
import { PROTOCOL_CODES, protocolHref } from '@/components/common/ProtocolCheckbox';
import { sessionFromRequest, useSessionView, type SessionView } from '@/components/common/session';
import { NoticeSwitches } from '@/components/notice/NoticeSwitches';
import styles from '@/styles/my.module.css';

type Props = { session: SessionView };

/** Protected by middleware (lib/guard): a visitor never gets here. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => ({
  props: { session: sessionFromRequest(req) },
});

const SettingsPage: PageWithLayout<Props> = ({ session }) => {
  const router = useRouter();
  const view = useSessionView(session);
  const [confirming, setConfirming] = useState(false);

  // The cookies hold a snapshot; refresh the account's details whenever the user changes (inside the app
  // the user arrives from the bridge after the first render).
  const userId = useUserStore((s) => s.userId);
  useEffect(() => {
    if (userId) useUserStore.getState().fetchAccountInfo().catch(() => undefined);
  }, [userId]);

  const doLogout = async () => {
    // The server session is ended when it can be; locally the user leaves either way.
    await logout().catch(() => undefined);
    useUserStore.getState().clearUser();
    useChatStore.getState().reset();
    resetTracking();
    await router.replace('/');
  };

  return (
    <div className={styles.settingsPage}>
      <Head>
        <title key="title">设置</title>
      </Head>
      <HeaderBar title="设置" />
      <section className={styles.group} aria-label="账号信息">
        <Link className={styles.row} href="/my/information">
          <span className={styles.groupRowTitle}>头像</span>
          <span className={styles.rowValue}>
            <Avatar src={view.avatar} size="0.8rem" />
            <RightOutline aria-hidden />
          </span>
        </Link>
        <Link className={styles.row} href="/my/info/nickname">
          <span className={styles.groupRowTitle}>昵称</span>
          <span className={styles.rowValue}>
            {view.nickName || '薯片用户'}
            <RightOutline aria-hidden />
          </span>
        </Link>
        <Link className={styles.row} href="/my/information">
          <span className={styles.groupRowTitle}>个人信息</span>
          <RightOutline aria-hidden className={styles.rowValue} />
        </Link>
        {view.userNo ? (
          <div className={styles.row}>
            <span className={styles.groupRowTitle}>账号</span>
            <span className={styles.rowValue}>{view.userNo}</span>
          </div>
        ) : null}
      </section>
      <section className={styles.group} aria-label="账号与安全">
        <Link className={styles.row} href="/my/settings/phoneVerify">
          <span className={styles.groupRowTitle}>手机号</span>
          <span className={styles.rowValue}>
            {view.phone || '暂无'}
            <RightOutline aria-hidden />
          </span>
        </Link>
        <Link className={styles.row} href="/my/settings/setPassword">
          <span className={styles.groupRowTitle}>密码设置</span>
          <RightOutline aria-hidden className={styles.rowValue} />
        </Link>
      </section>
      <section className={styles.group} aria-label="消息通知">
        <h2 className={styles.groupHeading}>消息通知</h2>
        <NoticeSwitches />
      </section>
      <section className={styles.group} aria-label="协议">
        <Link className={styles.row} href="/my/set/privacy">
          <span className={styles.groupRowTitle}>用户隐私与规则中心</span>
          <RightOutline aria-hidden className={styles.rowValue} />
        </Link>
        <Link className={styles.row} href={protocolHref(PROTOCOL_CODES.service)}>
          <span className={styles.groupRowTitle}>薯片用户服务协议</span>
          <RightOutline aria-hidden className={styles.rowValue} />
        </Link>
        <Link className={styles.row} href={protocolHref(PROTOCOL_CODES.privacy)}>
          <span className={styles.groupRowTitle}>薯片隐私协议</span>
          <RightOutline aria-hidden className={styles.rowValue} />
        </Link>
      </section>
      <button type="button" className={styles.logout} onClick={() => setConfirming(true)}>
        退出登录
      </button>
      <Dialog
        visible={confirming}
        content="确定要退出登录吗？"
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setConfirming(false) },
            {
              key: 'confirm',
              text: '退出登录',
              danger: true,
              bold: true,
              onClick: async () => {
                setConfirming(false);
                await doLogout();
              },
            },
          ],
        ]}
      />
    </div>
  );
};

SettingsPage.getLayout = defaultLayout;
export default SettingsPage;
