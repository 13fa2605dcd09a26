import Head from 'next/head';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProfile, type ProfileData } from '@/services/loaders/myProfile';
import { HeaderBar } from '@/components/common/HeaderBar';
import { InfoRow } from '@/components/my/profile/InfoRow';
import { ProfileGate } from '@/components/my/profile/ProfileGate';
import styles from '@/components/my/profile/profile.module.css';

export const getServerSideProps = pageLoader(loadProfile);

/** 密码设置 (/my/settings/setPassword): the login password (set or change) and, in the wallet, the pay password. */
const SetPasswordPage: PageWithLayout<PageProps<ProfileData>> = ({ data, error }) => (
  <ProfileGate initial={data?.profile ?? null} error={error} title="密码设置">
    {(profile) => (
      <div className={styles.page}>
        <Head>
          <title key="title">密码设置</title>
        </Head>
        <HeaderBar title="密码设置" fixed />
        <section className={styles.group} aria-label="密码">
          <InfoRow
            label={profile.hasPassword ? '修改登录密码' : '设置登录密码'}
            value={profile.hasPassword ? '已设置' : '未设置'}
            href={`/my/settings/setPwd?status=${profile.hasPassword ? 1 : 0}`}
          />
          <InfoRow label="支付密码" value="在我的钱包中设置" href="/my/wallet" />
        </section>
        <p className={styles.hint}>
          请不要设置与常用软件(如社交软件)、网站(如社交平台、论坛)等相同；或相似的密码，并做定期修改。
        </p>
      </div>
    )}
  </ProfileGate>
);

SetPasswordPage.getLayout = defaultLayout;
export default SetPasswordPage;
