import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProfile, type ProfileData } from '@/services/loaders/myProfile';
import { IntroEditor } from '@/components/my/profile/IntroEditor';
import { ProfileGate } from '@/components/my/profile/ProfileGate';

export const getServerSideProps = pageLoader(loadProfile);

/** 个人简介 (/my/info/personalProfile?content=). */
const PersonalProfilePage: PageWithLayout<PageProps<ProfileData>> = ({ data, error }) => (
  <ProfileGate initial={data?.profile ?? null} error={error} title="个人简介">
    {(profile, apply) => <IntroEditor initial={profile.briefIntroduction} onSaved={apply} />}
  </ProfileGate>
);

PersonalProfilePage.getLayout = defaultLayout;
export default PersonalProfilePage;
