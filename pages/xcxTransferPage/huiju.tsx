import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadFixedTarget, type HandoffData } from '@/services/loaders/miniHandoff';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { MiniProgramHandoff } from '@/components/wechat/MiniProgramHandoff';
import { MINI_PAGES } from '@/lib/contract/wechat/enums';

export const getServerSideProps = pageLoader(loadFixedTarget(MINI_PAGES.HUIJU));

/** The 汇聚 hand-off: the mini-program's 汇聚 page, with this link's parameters. */
const Page: PageWithLayout<ReadyProps<HandoffData>> = ({ data }) => (
  <MiniProgramHandoff title="汇聚专区" path="/xcxTransferPage/huiju" heading="薯片汇聚专区" intro="精选企业服务与专属优惠汇聚于小程序，打开即可查看" target={data.target} initialMode={data.mode} />
);

Page.getLayout = defaultLayout;
export default Page;
