import Head from 'next/head';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProfile, type ProfileData } from '@/services/loaders/myProfile';
import { HeaderBar } from '@/components/common/HeaderBar';
import { PasswordForm } from '@/components/my/profile/PasswordForm';
import { ProfileGate } from '@/components/my/profile/ProfileGate';
import styles from '@/components/my/profile/profile.module.css';

export const getServerSideProps = pageLoader(loadProfile);

/**
 * 密码设置 (/my/settings/setPwd?status=0|1): set (0) or change (1) the login password. The account decides which:
 * `status` is only the link's hint.
 */
const SetPwdPage: PageWithLayout<PageProps<ProfileData>> = ({ data, error }) => (
  <ProfileGate initial={data?.profile ?? null} error={error} title="密码设置">
    {(profile, apply) => {
      const title = profile.hasPassword ? '修改登录密码' : '设置登录密码';
      return (
        <div className={styles.page}>
          <Head>
            <title key="title">密码设置</title>
          </Head>
          <HeaderBar title={title} fixed />
          <p className={styles.hint}>
            {profile.hasPassword ? '请验证原密码后设置新密码。' : '设置后可使用手机号和密码登录。'}密码为6-15位数字、字母或标点符号。
          </p>
          <PasswordForm key={String(profile.hasPassword)} profile={profile} onSaved={apply} />
        </div>
      );
    }}
  </ProfileGate>
);

SetPwdPage.getLayout = defaultLayout;
export default SetPwdPage;
