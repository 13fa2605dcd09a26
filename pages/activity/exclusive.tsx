import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.exclusive;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 独家专售 (inventory platform §4): the shared campaign engine, exclusive layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="exclusive" path="/activity/exclusive" description="独家专售：平台独家的企业服务，按城市挑选，爆款单品与分类一览。" />
);

Page.getLayout = defaultLayout;
export default Page;
