import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadProfile, type ProfileData } from '@/services/loaders/myProfile';
import { NicknameEditor } from '@/components/my/profile/NicknameEditor';
import { ProfileGate } from '@/components/my/profile/ProfileGate';

export const getServerSideProps = pageLoader(loadProfile);

/** 编辑昵称 (/my/info/nickname?nickName=): the current name comes from the account, not from the query. */
const NicknamePage: PageWithLayout<PageProps<ProfileData>> = ({ data, error }) => (
  <ProfileGate initial={data?.profile ?? null} error={error} title="昵称">
    {(profile, apply) => <NicknameEditor initial={profile.nickName} onSaved={apply} />}
  </ProfileGate>
);

NicknamePage.getLayout = defaultLayout;
export default NicknamePage;
