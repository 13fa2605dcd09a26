import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadMerchantJoin, type MerchantJoinData } from '@/services/loaders/apply';
import { MerchantJoinView } from '@/components/my/join/MerchantJoinView';

type Props = ReadyProps<MerchantJoinData>;

// Login only: the loader reads the caller's application, so a visitor is sent to log in and back.
export const getServerSideProps = pageLoader(loadMerchantJoin, { errorPage: true });

/** 商户入驻 (spec §2 "Merchants can apply to join"): the application form, then its status (审核中 / 已通过 / 未通过). */
const MerchantsJoinPage: PageWithLayout<Props> = ({ data }) => <MerchantJoinView data={data} />;

MerchantsJoinPage.getLayout = defaultLayout;
export default MerchantsJoinPage;
