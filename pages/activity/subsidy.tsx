import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.subsidy;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 官方补贴全网低价 (inventory platform §4): the shared campaign engine, subsidy layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="subsidy" path="/activity/subsidy" description="官方补贴全网低价：平台补贴差价的企业服务专场。" />
);

Page.getLayout = defaultLayout;
export default Page;
