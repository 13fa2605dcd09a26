import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.millionSubsidy;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 百亿补贴 (inventory platform §4): the shared campaign engine, subsidy layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="subsidy" path="/activity/millionSubsidy" description="百亿补贴：平台补贴全网低价的企业服务，补贴名额有限。" />
);

Page.getLayout = defaultLayout;
export default Page;
