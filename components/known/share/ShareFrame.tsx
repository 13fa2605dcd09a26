import Link from 'next/link';
import type { ReactNode } from 'react';
import { SearchOutline } from 'antd-mobile-icons';
import { Empty } from '@/components/common/Empty';
import { OpenAppBanner } from '@/components/common/OpenAppBanner';
import { Seo } from '@/components/common/Seo';
import { KnownHeader } from '@/components/known/detail/KnownHeader';
import { PlannerBottom } from './PlannerBottom';
import { ShareModal } from './ShareModal';
import { CONTENT_INVALID, showEntrust, type MaterialType, type SharePlanner } from '@/lib/known/shareRules';
import styles from './share.module.css';

export type ShareSeo = {
  title: string;
  description: string;
  /** The content's own page (share pages are not indexed; the content is, there). */
  canonical: string;
  image?: string;
};

type Props = {
  seo: ShareSeo;
  isShare: boolean;
  planner: SharePlanner | null;
  viewerIsPlanner: boolean;
  /** The shared content's id; '' when it is gone (内容失效). */
  contentId: string;
  materialType: MaterialType;
  title?: ReactNode;
  /** What a gone content says (default 内容失效). */
  invalidText?: string;
  children?: ReactNode;
};

/** 内容失效 with the empty picture (inventory §15a: a share whose content is gone or was never there). */
export function ContentInvalid({ text = CONTENT_INVALID }: { text?: string }) {
  return (
    <div className={styles.invalid}>
      <Empty text={text}>
        <Link href="/known" className={styles.invalidLink}>
          去必懂看看
        </Link>
      </Empty>
    </div>
  );
}

/**
 * The frame of a share landing page (inventory known.md §15): SEO (noindex, canonical to the content's page), the
 * header (no back on a shared link), the open-app banner outside the app, the content or 内容失效, the sharing
 * planner's bar and, for a shared link with valid content, the planner popup.
 */
export function ShareFrame({ seo, isShare, planner, viewerIsPlanner, contentId, materialType, title, invalidText, children }: Props) {
  const valid = !!contentId;
  const entrust = !viewerIsPlanner && showEntrust({ isShare, planner, viewerId: null, valid });
  return (
    <div className={`${styles.page} ${planner ? styles.withPlannerBar : ''}`}>
      <Seo title={seo.title} description={seo.description} path={seo.canonical} ogImage={seo.image} ogType="article" noindex />
      <KnownHeader
        isShare={isShare}
        title={title}
        right={
          <Link href="/known/search" className={styles.headIcon} aria-label="搜索">
            <SearchOutline aria-hidden />
          </Link>
        }
      />
      <OpenAppBanner />
      {valid ? children : <ContentInvalid text={invalidText} />}
      {planner ? <PlannerBottom planner={planner} /> : null}
      {entrust && planner ? <ShareModal planner={planner} contentId={contentId} materialType={materialType} /> : null}
    </div>
  );
}
