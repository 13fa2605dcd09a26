import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProfile, type ProfileData } from '@/services/loaders/myProfile';
import { EmailEditor } from '@/components/my/profile/EmailEditor';
import { ProfileGate } from '@/components/my/profile/ProfileGate';

export const getServerSideProps = pageLoader(loadProfile);

/** 编辑邮箱 (/my/info/email?email=): bound once a mailed code proves the address. */
const EmailPage: PageWithLayout<PageProps<ProfileData>> = ({ data, error }) => (
  <ProfileGate initial={data?.profile ?? null} error={error} title="电子邮箱">
    {(profile, apply) => <EmailEditor initial={profile.email} onSaved={apply} />}
  </ProfileGate>
);

EmailPage.getLayout = defaultLayout;
export default EmailPage;
