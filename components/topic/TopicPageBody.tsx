import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import type { BranchVenueDetail, TopicDetail } from '@/services/topic';
import { TopicView } from './TopicView';
import { VenueView } from './VenueView';

type Loaded<T> = { item: T | null; error: string; missing?: boolean };

/**
 * What a topic page shows when its topic could not be read: an unknown id (the server's 专题不存在或已下线) is nothing
 * there, anything else a failure to load again.
 */
function Unavailable({ title, loaded }: { title: string; loaded: Loaded<unknown> }) {
  const others = (
    <Link href="/activity/marketing" className="button-primary">
      看看其他活动
    </Link>
  );
  return (
    <>
      <HeaderBar title={title} />
      {loaded.missing ? <Empty text={loaded.error}>{others}</Empty> : <LoadError text={loaded.error || '专题加载失败，请稍后再试'}>{others}</LoadError>}
    </>
  );
}

export function TopicPageBody({ loaded, path }: { loaded: Loaded<TopicDetail>; path: string }) {
  const t = loaded.item;
  if (!t) return <Unavailable title="活动专题" loaded={loaded} />;
  return (
    <>
      <Seo title={t.title} description={t.subtitle || t.title} path={path} ogImage={t.bannerUrl} />
      <TopicView topic={t} />
    </>
  );
}

export function VenuePageBody({ loaded, path }: { loaded: Loaded<BranchVenueDetail>; path: string }) {
  const v = loaded.item;
  if (!v) return <Unavailable title="分会场" loaded={loaded} />;
  return (
    <>
      <Seo title={`${v.name}-${v.topic.title}`} description={v.intro || v.topic.subtitle} path={path} ogImage={v.bannerUrl} />
      <VenueView venue={v} />
    </>
  );
}
