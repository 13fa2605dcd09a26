import Link from 'next/link';
import { pageLoader, readFailure, withStatus, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { caseDetail, type CaseDetail } from '@/services/case';
import { ProductDetailLayout, type PageWithLayout } from '@/layouts';
import { ConsultCard } from '@/components/consult/ConsultCard';
import { Gallery } from '@/components/detail/Gallery';
import { Empty, LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { CaseExpert, CaseProcess, CaseReviews, CaseTeam, CaseTextSection, CaseTitle } from '@/components/case/CaseSections';
import styles from '@/components/case/detail.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { plannerCardOf } from '@/services/planner';
import { withBarePage } from '@/components/catalog-common/withBarePage';

type Data = { id: string; detail: CaseDetail | null; error: string | null; isShare: boolean };

/** The text of a failed read (the other texts say there is no such case). */
const FAILED = '请求失败';
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<PageAnswer<Data>> => {
    const id = query.id || '';
    const isShare = query.isShare === '1';
    if (!id) return withStatus(404, { id, detail: null, error: '未获取到数据', isShare });
    try {
      return { id, detail: await caseDetail(id, client), error: null, isShare };
    } catch (err) {
      const { notFound, status } = readFailure(err);
      return withStatus(status, { id, detail: null, error: notFound ? '未获取到数据' : FAILED, isShare });
    }
  },
  { errorPage: true, bare: bareLanding('case', ['id']) },
);

/** 案例详情 (inventory §15.2): what was done, how, for how much, by whom, and what the expert and customer said. */
const CaseDetailPage: PageWithLayout<Props> = ({ data: { id, detail, error, isShare } }) => {
  const home = isShare ? (
    <Link href="/" className={styles.home}>
      首页
    </Link>
  ) : undefined;
  if (!detail) {
    return (
      <>
        <Seo title="案例详情-薯片企服" description="企业服务办理案例" path="/caseexample" noindex />
        <HeaderBar title="案例详情" left={home} />
        {error === FAILED ? (
          <LoadError text={FAILED}>
            <Link href="/caseexample" className="button-primary">
              去案例广场
            </Link>
          </LoadError>
        ) : (
          <Empty text={error ?? '未获取到数据'}>
            <Link href="/caseexample" className="button-primary">
              去案例广场
            </Link>
          </Empty>
        )}
      </>
    );
  }
  const images = detail.headImgs.length ? detail.headImgs : detail.caseImg ? [detail.caseImg] : [];
  return (
    <>
      <Seo
        title={`${detail.caseName}_办理案例-薯片企服`}
        description={`${detail.caseName}：${detail.dealProvince}${detail.dealCity}办理，周期${detail.dealTime}天${
          detail.caseScoreText ? `，专家评分${detail.caseScoreText}分` : ''
        }。${detail.caseIntro}`}
        path={`/caseexample/details?id=${encodeURIComponent(id)}`}
        ogImage={images[0]}
        ogType="article"
      />
      <HeaderBar title="案例详情" fixed left={home} />
      <div className={styles.page}>
        <Gallery images={images} alt={detail.caseName} />
        <CaseTitle detail={detail} />
        <CaseTextSection title="案例简介" section={detail.intro} lines={2} />
        <CaseProcess detail={detail} />
        <CaseTextSection title="办理结果" section={detail.result} />
        <CaseTeam detail={detail} />
        <CaseExpert expert={detail.expert} />
        <CaseReviews reviews={detail.reviews} />
      </div>
    </>
  );
};

CaseDetailPage.getLayout = (page) => {
  const { detail } = (page.props as Props).data;
  const s = detail?.signer;
  const consult = s ? (
    <ConsultCard
      planner={plannerCardOf(s)}
      requireCode={detail?.productOneBelongCode ?? undefined}
    />
  ) : null;
  return <ProductDetailLayout consult={consult}>{page}</ProductDetailLayout>;
};

export default withBarePage(CaseDetailPage);
