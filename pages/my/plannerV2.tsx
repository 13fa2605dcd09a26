import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadMyPlanners, type MyPlannersData } from '@/services/loaders/myPlanners';
import { MyPlannersView } from '@/components/my/planners/MyPlannersView';

type Props = ReadyProps<MyPlannersData>;

export const getServerSideProps = pageLoader(loadMyPlanners, { errorPage: true });

/** 我的规划师 (inventory my §8): the planners I consulted or who served my orders, with 在线咨询 and 电话. */
const MyPlannersPage: PageWithLayout<Props> = ({ data }) => <MyPlannersView first={data.first} />;

MyPlannersPage.getLayout = defaultLayout;
export default MyPlannersPage;
