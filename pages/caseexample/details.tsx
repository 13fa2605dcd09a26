import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { getCaseDetail, type CaseDetail } from '@/services/case';
import { ProductDetailLayout, type PageWithLayout } from '@/layouts';
import { ConsultCard } from '@/components/consult/ConsultCard';
import { Gallery } from '@/components/detail/Gallery';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { CaseExpert, CaseProcess, CaseReviews, CaseTeam, CaseTextSection, CaseTitle } from '@/components/case/CaseSections';
import styles from '@/components/case/detail.module.css';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

type Props = { id: string; detail: CaseDetail | null; error: string | null; isShare: boolean };

const q1 = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').trim();

const loadPage: GetServerSideProps<Props> = async ({ req, res, query, resolvedUrl }) => {
  const id = q1(query.id);
  const isShare = q1(query.isShare) === '1';
  if (!id) {
    res.statusCode = 404;
    return { props: { id, detail: null, error: '未获取到数据', isShare } };
  }
  try {
    return { props: { id, detail: await getCaseDetail(id, serverHttp(req)), error: null, isShare } };
  } catch (err) {
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { id, detail: null, error: notFound ? '未获取到数据' : '请求失败', isShare } };
  }
};

/** 案例详情 (inventory §15.2): what was done, how, for how much, by whom, and what the expert and customer said. */
const CaseDetailPage: PageWithLayout<Props> = ({ id, detail, error, isShare }) => {
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
        <Empty text={error ?? '未获取到数据'}>
          <Link href="/caseexample" className="button-primary">
            去案例广场
          </Link>
        </Empty>
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
  const { detail } = page.props as Props;
  const s = detail?.signer;
  const consult = s ? (
    <ConsultCard
      planner={{ mchUserId: s.mchUserId, name: s.name, avatar: s.img, postName: s.postName, type: s.type }}
      requireCode={detail?.productOneBelongCode ?? undefined}
    />
  ) : null;
  return <ProductDetailLayout consult={consult}>{page}</ProductDetailLayout>;
};

export const getServerSideProps = withBareLanding('case', ['id'], loadPage);

export default withBarePage(CaseDetailPage);
