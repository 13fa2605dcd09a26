import Link from 'next/link';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { DetailHeader } from '@/components/detail/DetailHeader';
import { Empty } from '@/components/common/Empty';
import { PlannerMissing } from '@/components/planner/PlannerMissing';
import { Seo } from '@/components/common/Seo';
import { HydrateLater } from '@/components/common/HydrateLater';
import { loadPlannerCard, ON_SHELF, type PlannerCardProps } from '@/services/loaders/planner';
import { PlannerProfile, plannerTags } from '@/components/planner/PlannerProfile';
import { PlannerScore, PlannerStats } from '@/components/planner/PlannerScore';
import { PlannerCategories, PlannerGoods, PlannerReviews } from '@/components/planner/PlannerSections';
import { PlannerCases } from '@/components/planner/PlannerCases';
import { PlannerContent } from '@/components/planner/PlannerContent';
import { PlannerFooter } from '@/components/planner/PlannerFooter';
import styles from '@/components/planner/detail.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';
import { pointText } from '@/lib/format';

export const getServerSideProps = pageLoader(({ client, query }) => loadPlannerCard(client, query), {
  errorPage: true,
  bare: bareLanding('planner', ['mchUserId']),
});

/** 规划师名片 (inventory §13.2): who the planner is, how good, what they serve, and how to reach them. */
const PlannerDetailPage: PageWithLayout<ReadyProps<PlannerCardProps>> = ({ data }) => {
  const { mchUserId, card, detail, reviews, goods, error, isShare, requireCode, requireName, self } = data;
  const path = `/planner/detail?mchUserId=${encodeURIComponent(mchUserId)}`;

  if (!card || error) return <PlannerMissing title="规划师" description="规划师名片" reason={error} />;

  const name = card.name || detail?.name || '规划师';
  const header = (
    <DetailHeader
      title="规划师"
      isShare={isShare}
      favourite={{ type: 'planner', id: mchUserId, initial: false }}
      share={{ title: `优选规划师 - ${name}的名片`, text: card.merchantName, path: `${path}&isShare=1` }}
    />
  );
  if (card.status !== ON_SHELF) {
    return (
      <>
        <Seo title={`${name}-规划师名片-薯片企服`} description="规划师名片未上架" path={path} noindex />
        {header}
        <Empty text="抱歉,当前规划师名片未上架">
          <Link href="/planner/list" className="button-primary">
            找其他规划师
          </Link>
        </Empty>
      </>
    );
  }

  const post = detail?.postName || card.postName || '规划师';
  const tags = plannerTags(card, detail).slice(0, 5).join('、');
  const showScore = !isShare || card.show === 1;
  return (
    <>
      <Seo
        title={`${name}_${post}_${card.merchantName || '薯片企服'}-规划师名片`}
        description={`${name}，${card.merchantName}${post}，薯片分${pointText(card.point)}，好评率${card.baseData.favComRate ?? '--'}%。擅长${tags || '企业服务'}。在线咨询或电话联系${name}。`}
        path={path}
        ogImage={card.avatar}
        ogType="profile"
      />
      {header}
      <div className={styles.page}>
        <div className={styles.hero} aria-hidden />
        <PlannerProfile card={card} detail={detail} />
        {showScore ? <PlannerScore card={card} mchUserId={mchUserId} /> : null}
        <PlannerStats card={card} />
        {/* Below the first screen: hydrated after the rest, in steps (HydrateLater, ADR 0059). */}
        <HydrateLater>
          <PlannerCategories categories={detail?.mchUserBusinessCategories ?? []} />
          <PlannerReviews page={reviews} mchUserId={mchUserId} />
        </HydrateLater>
        <HydrateLater>
          <PlannerGoods goods={goods} mchUserId={mchUserId} />
          <PlannerCases mchUserId={mchUserId} />
          <PlannerContent card={card} />
        </HydrateLater>
      </div>
      <PlannerFooter
        mchUserId={mchUserId}
        type={detail?.type || card.type}
        requireCode={requireCode || undefined}
        requireName={requireName || undefined}
        self={self}
      />
    </>
  );
};

PlannerDetailPage.getLayout = defaultLayout;

export default withBarePage(PlannerDetailPage);
