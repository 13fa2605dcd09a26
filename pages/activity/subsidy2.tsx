import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.subsidy2;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 官方补贴 (inventory platform §4): the shared campaign engine, plain layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="plain" path="/activity/subsidy2" description="官方补贴：营销活动专场，限时补贴的企业服务。" />
);

Page.getLayout = defaultLayout;
export default Page;
