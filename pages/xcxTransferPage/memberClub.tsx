import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadFixedTarget, type HandoffData } from '@/services/loaders/miniHandoff';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { MiniProgramHandoff } from '@/components/wechat/MiniProgramHandoff';
import { MINI_PAGES } from '@/lib/contract/wechat/enums';

export const getServerSideProps = pageLoader(loadFixedTarget(MINI_PAGES.MEMBER_CLUB));

/** 会员俱乐部 hand-off: the mini-program's club page (with this link's parameters, e.g. a benefit). */
const Page: PageWithLayout<ReadyProps<HandoffData>> = ({ data }) => (
  <MiniProgramHandoff title="会员俱乐部" path="/xcxTransferPage/memberClub" heading="薯片会员俱乐部" intro="会员权益、积分与专属活动，请在小程序中查看" target={data.target} initialMode={data.mode} />
);

Page.getLayout = defaultLayout;
export default Page;
