import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadFixedTarget, type HandoffData } from '@/services/loaders/miniHandoff';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { MiniProgramHandoff } from '@/components/wechat/MiniProgramHandoff';
import { MINI_PAGES } from '@/lib/contract/wechat/enums';

export const getServerSideProps = pageLoader(loadFixedTarget(MINI_PAGES.MEMBER_CLUB_INDEX));

/** 会员俱乐部 home hand-off. */
const Page: PageWithLayout<ReadyProps<HandoffData>> = ({ data }) => (
  <MiniProgramHandoff title="会员俱乐部" path="/xcxTransferPage/memberClubIndex" heading="薯片会员俱乐部" intro="加入会员俱乐部，领取会员专享权益" target={data.target} initialMode={data.mode} />
);

Page.getLayout = defaultLayout;
export default Page;
