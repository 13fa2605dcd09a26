import Head from 'next/head';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProfile, type ProfileData } from '@/services/loaders/myProfile';
import { HeaderBar } from '@/components/common/HeaderBar';
import { PhoneChange } from '@/components/my/profile/PhoneChange';
import { ProfileGate } from '@/components/my/profile/ProfileGate';
import styles from '@/components/my/profile/profile.module.css';

export const getServerSideProps = pageLoader(loadProfile);

/** 手机短信验证 (/my/settings/phoneVerify): change the bound phone with a code to the old one, then to the new one. */
const PhoneVerifyPage: PageWithLayout<PageProps<ProfileData>> = ({ data, error }) => (
  <ProfileGate initial={data?.profile ?? null} error={error} title="更换手机号">
    {(profile, apply) => (
      <div className={styles.page}>
        <Head>
          <title key="title">手机短信验证</title>
        </Head>
        <HeaderBar title="更换手机号" fixed />
        <PhoneChange profile={profile} onSaved={apply} />
      </div>
    )}
  </ProfileGate>
);

PhoneVerifyPage.getLayout = defaultLayout;
export default PhoneVerifyPage;
