import { defaultLayout, type PageWithLayout } from '@/layouts';
import { RealNamePage } from '@/components/realname/RealNamePage';

/** 实名认证 from the wallet (inventory my §2): the same verification as for contracts. */
const WalletAuthPage: PageWithLayout = () => <RealNamePage />;

WalletAuthPage.getLayout = defaultLayout;
export default WalletAuthPage;
