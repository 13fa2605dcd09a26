import Link from 'next/link';
import { CheckCircleFill } from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { PlannerMissing } from './PlannerMissing';
import { Seo } from '@/components/common/Seo';
import type { PlannerEvaluateProps } from '@/services/loaders/planner';
import { PlannerEvaluations } from './PlannerEvaluations';
import { PlannerRatingCard } from './PlannerRatingCard';
import { plannerHref } from './plannerText';
import styles from './evaluate.module.css';
import { pointText } from '@/lib/format';

/**
 * A planner's reviews. `complete`: the page a customer lands on after reviewing the planner (/planner/plannerEvaluate/
 * complete): the thanks first, then the reviews with theirs among them.
 */
export function plannerEvaluatePage(mode: 'all' | 'complete'): PageWithLayout<PlannerEvaluateProps> {
  const Page: PageWithLayout<PlannerEvaluateProps> = ({ mchUserId, filter, summary, page, error }) => {
    const title = mode === 'complete' ? '评价完成' : '规划师评价';
    if (!summary || error) return <PlannerMissing title={title} description="规划师评价" reason={error} />;
    return (
      <>
        <Seo
          title={`${summary.name}的客户评价_${summary.postName || '规划师'}-薯片企服`}
          description={`${summary.name}共有${summary.evaluateCount}条客户评价，好评率${summary.goodReputation || '--'}，薯片分${pointText(summary.point)}。查看客户对规划师服务的真实评价。`}
          path={`/plannerEvaluate?mchUserId=${encodeURIComponent(mchUserId)}`}
          noindex={mode === 'complete'}
        />
        <HeaderBar title={title} fixed />
        <div className={styles.page}>
          {mode === 'complete' ? (
            <section className={styles.thanks} aria-label="评价结果">
              <CheckCircleFill aria-hidden className={styles.thanksIcon} />
              <h2>感谢您的评价~</h2>
              <p>非常感谢您的评价，为我们服务质量的提升提供了宝贵意见！</p>
              <div className={styles.thanksActions}>
                <Link href={plannerHref(summary)}>返回规划师名片</Link>
                <Link href="/">回到首页</Link>
              </div>
            </section>
          ) : null}
          <PlannerRatingCard summary={summary} />
          <PlannerEvaluations mchUserId={mchUserId} filter={filter} page={page} />
        </div>
      </>
    );
  };
  Page.getLayout = defaultLayout;
  return Page;
}
