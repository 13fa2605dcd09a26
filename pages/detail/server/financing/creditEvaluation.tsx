import type { GetServerSideProps } from 'next';
import { useState } from 'react';
import { CheckCircleFill } from 'antd-mobile-icons';
import { parseCookieHeader, parseJson } from '@/lib/cookies';
import { serverHttp } from '@/lib/http';
import { startChat } from '@/lib/chat';
import { getFinancingCityList } from '@/services/dict';
import type { CreditEvaluationResult } from '@/services/lead';
import { recommendPlanners } from '@/services/planner';
import { SERVICE_CLASS } from '@/server/modules/catalog/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import type { ConsultPlanner } from '@/components/consult/ConsultCard';
import { CreditForm, type CityPick } from '@/components/detail/credit/CreditForm';
import styles from '@/components/detail/credit/credit.module.css';

type Props = { cities: Record<string, string[]>; defaultCity: CityPick | null; planner: ConsultPlanner | null };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => {
  const client = serverHttp(req);
  const [citiesR, plannersR] = await Promise.allSettled([
    getFinancingCityList(client),
    recommendPlanners({ sceneId: 'app-ghsdgye-02', limit: 3, page: 1, productType: 'PRO_CLASS_TYPE_SERVICE', firstTypeCode: SERVICE_CLASS.FINANCING }, client),
  ]);
  const cities = citiesR.status === 'fulfilled' ? citiesR.value.city : {};
  const current = parseJson<{ name?: string }>(parseCookieHeader(req.headers.cookie).currentCity)?.name || '成都市';
  const province = Object.keys(cities).find((p) => cities[p].includes(current));
  const p = plannersR.status === 'fulfilled' ? plannersR.value.records[0] : undefined;
  return {
    props: {
      cities,
      defaultCity: province ? { provinceName: province, cityName: current } : null,
      planner: p ? { mchUserId: p.mchUserId, name: p.userName || p.name, avatar: p.img || p.portrait, postName: p.postName, type: p.type } : null,
    },
  };
};

/** 额度评估 (inventory §7.3): estimate a loan quota; the answer is computed and saved as a lead by the server. */
const CreditEvaluationPage: PageWithLayout<Props> = ({ cities, defaultCity, planner }) => {
  const [result, setResult] = useState<CreditEvaluationResult | null>(null);
  const consult = () =>
    planner && void startChat({ plannerId: planner.mchUserId, plannerType: planner.type, requireCode: SERVICE_CLASS.FINANCING, requireName: '融资贷款' });
  return (
    <>
      <Seo
        title="贷款额度评估 - 薯片企服"
        description="输入公积金、保单、房贷等信息，一分钟估算您的最高贷款额度，薯片企服融资规划师为您匹配合适方案。"
        path="/detail/server/financing/creditEvaluation"
      />
      <HeaderBar title="额度评估" fixed className={styles.header} />
      {result ? (
        <section className={styles.result} aria-label="评估结果">
          <CheckCircleFill aria-hidden className={styles.resultIcon} />
          <h2>申请已提交</h2>
          <p className={styles.resultAmount}>¥{result.estimateText}</p>
          <p className={styles.resultNote}>这是根据您填写的信息预估的最高额度，实际额度以银行审批为准。规划师将尽快与您联系，为您匹配合适的贷款方案。</p>
          <div className={styles.resultActions}>
            {planner ? (
              <button type="button" className={styles.primaryAction} onClick={consult}>
                咨询{planner.name}
              </button>
            ) : null}
            <button type="button" onClick={() => setResult(null)}>
              重新评估
            </button>
          </div>
        </section>
      ) : (
        <CreditForm cities={cities} defaultCity={defaultCity} onDone={setResult} />
      )}
    </>
  );
};

CreditEvaluationPage.getLayout = defaultLayout;
export default CreditEvaluationPage;
