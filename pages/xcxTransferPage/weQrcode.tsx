import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadLinkedTarget, type HandoffData } from '@/services/loaders/miniHandoff';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { MiniProgramHandoff } from '@/components/wechat/MiniProgramHandoff';

export const getServerSideProps = pageLoader(loadLinkedTarget);

/** A page made to be scanned: the QR code on every device (?path=&query= as /xcxTransferPage), and the scheme on phones. */
const Page: PageWithLayout<ReadyProps<HandoffData>> = ({ data }) => (
  <MiniProgramHandoff title="小程序码" path="/xcxTransferPage/weQrcode" heading="扫码打开薯片找人小程序" intro="使用手机扫描下方二维码，在手机上进入小程序" target={data.target} initialMode={data.mode} alwaysQr />
);

Page.getLayout = defaultLayout;
export default Page;
