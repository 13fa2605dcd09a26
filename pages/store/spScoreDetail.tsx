import Link from 'next/link';
import { pageLoader, readFailure, withStatus, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { spScoreDetail, type SpScoreDetail } from '@/services/store';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty, LoadError } from '@/components/common/Empty';
import { REQUEST_FAILED } from '@/lib/constants';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { ScoreRadar } from '@/components/store/ScoreRadar';
import styles from '@/components/store/score.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';
import { pointText } from '@/lib/format';

type Data = { detail: SpScoreDetail | null; hideHeader: boolean; error: string | null };
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<PageAnswer<Data>> => {
    const mchUserId = query.mchUserId || '';
    const scoreText = query.score || '';
    const score = scoreText && Number.isFinite(Number(scoreText)) ? Number(scoreText) : undefined;
    const hideHeader = query.isApplets === 'true' || query.isApplets === '1';
    if (!mchUserId && score === undefined) return withStatus(404, { detail: null, hideHeader, error: '缺少薯片分参数' });
    try {
      return { detail: await spScoreDetail({ mchUserId: mchUserId || undefined, score }, client), hideHeader, error: null };
    } catch (err) {
      const { notFound, status } = readFailure(err);
      return withStatus(status, { detail: null, hideHeader, error: notFound ? '抱歉，未找到该规划师' : REQUEST_FAILED });
    }
  },
  { errorPage: true, bare: bareLanding('planner', ['mchUserId', 'score']) },
);

/** 薯片分 explained (inventory §14.6): the score, how many planners it beats, and its dimensions against peers. */
const SpScoreDetailPage: PageWithLayout<Props> = ({ data: { detail, hideHeader, error } }) => {
  const header = hideHeader ? null : <HeaderBar title="薯片分" fixed />;
  if (!detail) {
    return (
      <>
        <Seo title="薯片分-薯片企服" description="薯片分说明" path="/store/spScoreDetail" noindex />
        {header}
        {error && error !== REQUEST_FAILED ? (
          <Empty text={error}>
            <Link href="/planner/list" className="button-primary">
              看看其他规划师
            </Link>
          </Empty>
        ) : (
          <LoadError text={REQUEST_FAILED}>
            <Link href="/planner/list" className="button-primary">
              看看其他规划师
            </Link>
          </LoadError>
        )}
      </>
    );
  }
  const who = detail.name ? `${detail.name}的` : '';
  return (
    <>
      <Seo
        title={`${who}薯片分${pointText(detail.point)}_薯片分说明-薯片企服`}
        description={`薯片分是对规划师的综合衡量。${who}薯片分${pointText(detail.point)}，超过${detail.beatPercent}%的规划师。`}
        path={detail.mchUserId ? `/store/spScoreDetail?mchUserId=${encodeURIComponent(detail.mchUserId)}` : '/store/spScoreDetail'}
        noindex={!detail.mchUserId}
      />
      {header}
      <div className={styles.page}>
        <section className={styles.hero} aria-label="薯片分">
          {detail.name ? <p className={styles.who}>{detail.name}</p> : null}
          <p className={styles.point}>{pointText(detail.point)}</p>
          {detail.pointLevelName ? <p className={styles.level}>{detail.pointLevelName}</p> : null}
          <p className={styles.beat}>
            超过<b>{detail.beatPercent}%</b>规划师
            {detail.plannerCount ? <span>（共{detail.plannerCount}位在职规划师参与比较）</span> : null}
          </p>
        </section>
        <section className={styles.card} aria-label="各项指标对比同行">
          <h2 className={styles.cardTitle}>各项指标对比同行</h2>
          <ScoreRadar axes={detail.dimensions} />
        </section>
        <section className={styles.card} aria-label="薯片分说明">
          <h2 className={styles.cardTitle}>薯片分说明</h2>
          <p className={styles.text}>{detail.explain}</p>
        </section>
        <section className={styles.card} aria-label="指标说明">
          <h2 className={styles.cardTitle}>指标说明</h2>
          <dl className={styles.dims}>
            {detail.dimensions.map((d) => (
              <div key={d.name}>
                <dt>
                  {d.name}
                  <span>
                    {d.score !== null ? `${d.score}分 · ` : ''}同行平均{d.peerAverage}分
                  </span>
                </dt>
                <dd>{d.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
};

SpScoreDetailPage.getLayout = defaultLayout;

export default withBarePage(SpScoreDetailPage);
