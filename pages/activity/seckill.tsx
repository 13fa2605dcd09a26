import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.seckill;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 限时直降 (inventory platform §4): the shared campaign engine, seckill layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="seckill" path="/activity/seckill" description="限时直降：精选企业服务限时直降，倒计时结束前以活动价抢购，数量有限先到先得。" />
);

Page.getLayout = defaultLayout;
export default Page;
