import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCampaign } from '@/services/loaders/activity';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CampaignPage } from '@/components/activity/CampaignPage';
import type { CampaignStart } from '@/components/activity/useCampaign';

const cfg = CAMPAIGN_PAGES.newproduct;
export const getServerSideProps = pageLoader(loadCampaign(cfg), { errorPage: true });

/** 新品首发 (inventory platform §4): the shared campaign engine, plain layout. */
const Page: PageWithLayout<ReadyProps<CampaignStart>> = ({ data }) => (
  <CampaignPage key={data.specCode || data.options?.specCode || 'none'} cfg={cfg} start={data} variant="plain" path="/activity/newproduct" description="新品首发：平台新上线的企业服务，首发期间享受尝鲜价。" />
);

Page.getLayout = defaultLayout;
export default Page;
