import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadLinkedTarget, type HandoffData } from '@/services/loaders/miniHandoff';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { MiniProgramHandoff } from '@/components/wechat/MiniProgramHandoff';

export const getServerSideProps = pageLoader(loadLinkedTarget);

/** The mini-program hand-off (?path=pages/…&query=…; the home page without them). */
const Page: PageWithLayout<ReadyProps<HandoffData>> = ({ data }) => (
  <MiniProgramHandoff title="打开小程序" path="/xcxTransferPage" heading="打开薯片找人小程序" intro="企业服务、优惠活动与订单进度，在小程序中随时查看" target={data.target} initialMode={data.mode} />
);

Page.getLayout = defaultLayout;
export default Page;
