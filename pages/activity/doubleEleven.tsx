import { DOUBLE_ELEVEN_SLUG } from '@/lib/contract/topic/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadTopic, type Loaded } from '@/services/loaders/topic';
import type { TopicDetail } from '@/services/topic';
import { TopicPageBody } from '@/components/topic/TopicPageBody';

type Props = ReadyProps<Loaded<TopicDetail>>;

export const getServerSideProps = pageLoader((ctx) => loadTopic(ctx, DOUBLE_ELEVEN_SLUG), { errorPage: true });

/** /activity/doubleEleven — the 双十一 venue (the topic with slug double-eleven). */
export default function DoubleElevenPage({ data }: Props) {
  return <TopicPageBody loaded={data} path="/activity/doubleEleven" />;
}
