import Head from 'next/head';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProfile, type ProfileData } from '@/services/loaders/myProfile';
import { HeaderBar } from '@/components/common/HeaderBar';
import { ProfileGate } from '@/components/my/profile/ProfileGate';
import { ProfileSections } from '@/components/my/profile/ProfileSections';
import styles from '@/components/my/profile/profile.module.css';

export const getServerSideProps = pageLoader(loadProfile);

/** 个人信息 (inventory my §12): avatar, nickname, birthday, sex, introduction, e-mail, region, phone and password. */
const InformationPage: PageWithLayout<PageProps<ProfileData>> = ({ data, error }) => (
  <ProfileGate initial={data?.profile ?? null} error={error} title="个人信息">
    {(profile, apply) => (
      <div className={styles.page}>
        <Head>
          <title key="title">个人信息</title>
        </Head>
        <HeaderBar title="个人信息" fixed />
        <ProfileSections profile={profile} onSaved={apply} />
      </div>
    )}
  </ProfileGate>
);

InformationPage.getLayout = defaultLayout;
export default InformationPage;
