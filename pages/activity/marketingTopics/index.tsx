import { Seo } from '@/components/common/Seo';
import { TopicListView } from '@/components/topic/TopicListView';
import { TopicPageBody } from '@/components/topic/TopicPageBody';
import { TOPIC_KIND } from '@/lib/contract/topic/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadTopicOrList, type TopicOrList } from '@/services/loaders/topic';

type Props = ReadyProps<TopicOrList>;

export const getServerSideProps = pageLoader((ctx) => loadTopicOrList(ctx, TOPIC_KIND.MARKETING), { errorPage: true });

/** /activity/marketingTopics?id= — a 营销专题 (banner, branch venues, goods, rules); without an id, the list of them. */
export default function MarketingTopicsPage({ data, query }: Props) {
  if (data.mode === 'topic') return <TopicPageBody loaded={data.topic} path={`/activity/marketingTopics?id=${encodeURIComponent(query.id ?? '')}`} />;
  return (
    <>
      <Seo title="营销专题" description="薯片企服营销专题" path="/activity/marketingTopics" />
      <TopicListView title="营销专题" kind={TOPIC_KIND.MARKETING} first={data.list.item} error={data.list.error} />
    </>
  );
}
