import { Seo } from '@/components/common/Seo';
import { TopicListView } from '@/components/topic/TopicListView';
import { TopicPageBody } from '@/components/topic/TopicPageBody';
import { TOPIC_KIND } from '@/lib/contract/topic/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadTopicOrList, type TopicOrList } from '@/services/loaders/topic';

type Props = ReadyProps<TopicOrList>;

export const getServerSideProps = pageLoader((ctx) => loadTopicOrList(ctx, TOPIC_KIND.ACTIVITY), { errorPage: true });

/** /activity/activityTopics?id= — an 活动专题; without an id, the list of them. */
export default function ActivityTopicsPage({ data, query }: Props) {
  if (data.mode === 'topic') return <TopicPageBody loaded={data.topic} path={`/activity/activityTopics?id=${encodeURIComponent(query.id ?? '')}`} />;
  return (
    <>
      <Seo title="活动专题" description="薯片企服活动专题" path="/activity/activityTopics" />
      <TopicListView title="活动专题" kind={TOPIC_KIND.ACTIVITY} first={data.list.item} error={data.list.error} />
    </>
  );
}
