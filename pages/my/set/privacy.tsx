import Head from 'next/head';
import type { GetServerSideProps } from 'next';
import { bridge } from '@/bridge';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { useAppFlags } from '@/components/common/AppFlags';
import { HeaderBar } from '@/components/common/HeaderBar';
import { PROTOCOL_CODES, protocolHref } from '@/components/common/ProtocolCheckbox';
import { InfoRow } from '@/components/my/profile/InfoRow';
import styles from '@/components/my/profile/profile.module.css';

/** Protected by middleware (lib/guard); nothing to load. */
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

const DOCUMENTS = [
  { code: PROTOCOL_CODES.service, title: '薯片用户服务协议' },
  { code: PROTOCOL_CODES.privacy, title: '薯片隐私政策' },
];

/**
 * 用户隐私与规则中心 (/my/set/privacy): the user agreement and the privacy policy, and where the account's personal
 * data is seen and changed. Inside the app a document opens in a new native web view with its own bar.
 */
const PrivacyPage: PageWithLayout = () => {
  const { isInApp } = useAppFlags();
  const open = (code: string, title: string) => {
    const url = `${window.location.origin}${protocolHref(code)}&hideHeader=true`;
    void bridge.openWebview({ url, title });
  };
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">用户隐私与规则中心</title>
      </Head>
      <HeaderBar title="用户隐私与规则中心" fixed />
      <section className={styles.group} aria-label="协议与规则">
        {DOCUMENTS.map((d) =>
          isInApp ? (
            <InfoRow key={d.code} label={d.title} onClick={() => open(d.code, d.title)} />
          ) : (
            <InfoRow key={d.code} label={d.title} href={protocolHref(d.code)} />
          ),
        )}
      </section>
      <section className={styles.group} aria-label="我的个人信息">
        <InfoRow label="查看和修改个人信息" href="/my/information" />
        <InfoRow label="账号与安全" href="/my/settings" />
      </section>
      <p className={styles.hint}>我们仅在提供服务所必需的范围内收集和使用您的个人信息，详见《薯片隐私政策》。</p>
    </div>
  );
};

PrivacyPage.getLayout = defaultLayout;
export default PrivacyPage;
