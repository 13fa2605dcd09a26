import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadCampaignIndex, type CampaignIndexData } from '@/services/loaders/activityIndex';
import { CampaignCalendar } from '@/components/activity/CampaignCalendar';

export const getServerSideProps = pageLoader(loadCampaignIndex, { errorPage: true });

/** /activity/calendar: the live and coming campaigns in a month view (?month=yyyy-MM). */
const CampaignCalendarPage: PageWithLayout<ReadyProps<CampaignIndexData>> = ({ data }) => <CampaignCalendar initial={data.list} error={data.error} />;

CampaignCalendarPage.getLayout = defaultLayout;
export default CampaignCalendarPage;
