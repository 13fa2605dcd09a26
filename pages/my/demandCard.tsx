import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadMyDemandCards, type MyCardsData } from '@/services/loaders/demandCard';
import { MyCardsView } from '@/components/demandCard/MyCardsView';

type Props = ReadyProps<MyCardsData>;

export const getServerSideProps = pageLoader(loadMyDemandCards, { errorPage: true });

/** 我的需求卡 (inventory my §14): the customer's demand cards with their status and the planner assigned. */
const MyDemandCardPage: PageWithLayout<Props> = ({ data }) => <MyCardsView first={data.first} />;

MyDemandCardPage.getLayout = defaultLayout;
export default MyDemandCardPage;
