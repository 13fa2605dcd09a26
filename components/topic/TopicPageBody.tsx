import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import type { BranchVenueDetail, TopicDetail } from '@/services/topic';
import { TopicView } from './TopicView';
import { VenueView } from './VenueView';

type Loaded<T> = { item: T | null; error: string };

/** What a topic page shows when its topic could not be read (unknown id: the server's 专题不存在或已下线). */
function Unavailable({ title, error }: { title: string; error: string }) {
  return (
    <>
      <HeaderBar title={title} />
      <Empty text={error || '专题加载失败，请稍后再试'}>
        <Link href="/activity/marketing" className="button-primary">
          看看其他活动
        </Link>
      </Empty>
    </>
  );
}

export function TopicPageBody({ loaded, path }: { loaded: Loaded<TopicDetail>; path: string }) {
  const t = loaded.item;
  if (!t) return <Unavailable title="活动专题" error={loaded.error} />;
  return (
    <>
      <Seo title={t.title} description={t.subtitle || t.title} path={path} ogImage={t.bannerUrl} />
      <TopicView topic={t} />
    </>
  );
}

export function VenuePageBody({ loaded, path }: { loaded: Loaded<BranchVenueDetail>; path: string }) {
  const v = loaded.item;
  if (!v) return <Unavailable title="分会场" error={loaded.error} />;
  return (
    <>
      <Seo title={`${v.name}-${v.topic.title}`} description={v.intro || v.topic.subtitle} path={path} ogImage={v.bannerUrl} />
      <VenueView venue={v} />
    </>
  );
}
