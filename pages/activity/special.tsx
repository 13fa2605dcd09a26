import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.special;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 99特卖 (inventory platform §4): the shared campaign engine, special layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="special" path="/activity/special" description="99特卖：高频企业服务特卖，爆款低至99元。" />
);

Page.getLayout = defaultLayout;
export default Page;
