import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadError } from '@/components/common/Empty';
import { VenuePageBody } from '@/components/topic/TopicPageBody';
import { MISSING_PARAMS, pageLoader, type PageProps } from '@/lib/pageLoader';
import { loadBranchVenue, type Loaded } from '@/services/loaders/topic';
import type { BranchVenueDetail } from '@/services/topic';

type Props = PageProps<Loaded<BranchVenueDetail>>;

export const getServerSideProps = pageLoader((ctx) => loadBranchVenue(ctx, ctx.query.id ?? ''), { required: ['id'], fallback: '分会场加载失败，请稍后再试' });

/** /activity/marketingTopics/branchVenue?id= — one branch venue (分会场) of a topic. */
export default function BranchVenuePage({ data, error, query }: Props) {
  if (!data) {
    return (
      <>
        <HeaderBar title="分会场" />
        <LoadError text={error || MISSING_PARAMS} />
      </>
    );
  }
  return <VenuePageBody loaded={data} path={`/activity/marketingTopics/branchVenue?id=${encodeURIComponent(query.id ?? '')}`} />;
}
