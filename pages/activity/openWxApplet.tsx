import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadLinkedTarget, type HandoffData } from '@/services/loaders/miniHandoff';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { MiniProgramHandoff } from '@/components/wechat/MiniProgramHandoff';

export const getServerSideProps = pageLoader(loadLinkedTarget);

/** Opens a page of the mini-program by its URL scheme (?path=pages/…&query=…). */
const Page: PageWithLayout<ReadyProps<HandoffData>> = ({ data }) => (
  <MiniProgramHandoff title="打开小程序" path="/activity/openWxApplet" heading="打开薯片找人小程序" intro="即将前往薯片找人小程序，继续浏览当前内容" target={data.target} initialMode={data.mode} />
);

Page.getLayout = defaultLayout;
export default Page;
