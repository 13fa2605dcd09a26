import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCampaignIndex, type CampaignIndexData } from '@/services/loaders/activityIndex';
import { CampaignIndex } from '@/components/activity/CampaignIndex';

export const getServerSideProps = pageLoader(loadCampaignIndex, { errorPage: true });

/** /activity/new: every live and coming campaign, leading to its page (inventory platform §4.11, made useful). */
const CampaignIndexPage: PageWithLayout<ReadyProps<CampaignIndexData>> = ({ data }) => <CampaignIndex initial={data.list} error={data.error} />;

CampaignIndexPage.getLayout = defaultLayout;
export default CampaignIndexPage;
