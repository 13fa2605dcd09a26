import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.server;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 先服务后收费 (inventory platform §4): the shared campaign engine, plain layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="plain" path="/activity/server" description="先服务后收费：办好再付款的企业服务专场，按城市挑选。" />
);

Page.getLayout = defaultLayout;
export default Page;
