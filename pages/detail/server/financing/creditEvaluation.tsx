import { useState } from 'react';
import { CheckCircleFill } from 'antd-mobile-icons';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { startChat } from '@/components/chat/openChat';
import { getFinancingCityList } from '@/services/dict';
import type { CreditEvaluationResult } from '@/services/lead';
import { plannerCardOf, recommendPlanner } from '@/services/planner';
import { SERVICE_CLASS } from '@/lib/contract/catalog/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import type { ConsultPlanner } from '@/lib/consult/consultPlanner';
import { CreditForm, type CityPick } from '@/components/detail/credit/CreditForm';
import styles from '@/components/detail/credit/credit.module.css';

type Props = ReadyProps<{ cities: Record<string, string[]>; defaultCity: CityPick | null; planner: ConsultPlanner | null }>;

export const getServerSideProps = pageLoader(
  async ({ client, cookieCity }) => {
    const [citiesR, plannersR] = await Promise.allSettled([
      getFinancingCityList(client),
      recommendPlanner({ sceneId: 'app-ghsdgye-02', limit: 3, page: 1, productType: 'PRO_CLASS_TYPE_SERVICE', firstTypeCode: SERVICE_CLASS.FINANCING }, client),
    ]);
    const cities = citiesR.status === 'fulfilled' ? citiesR.value.city : {};
    const current = cookieCity?.name || '成都市';
    const province = Object.keys(cities).find((p) => cities[p].includes(current));
    const p = plannersR.status === 'fulfilled' ? plannersR.value.records[0] : undefined;
    return {
      cities,
      defaultCity: province ? { provinceName: province, cityName: current } : null,
      planner: p ? plannerCardOf(p) : null,
    };
  },
  { errorPage: true },
);

/** 额度评估 (inventory §7.3): estimate a loan quota; the answer is computed and saved as a lead by the server. */
const CreditEvaluationPage: PageWithLayout<Props> = ({ data: { cities, defaultCity, planner } }) => {
  const [result, setResult] = useState<CreditEvaluationResult | null>(null);
  const consult = () =>
    planner && void startChat({ plannerId: planner.mchUserId, plannerName: planner.name, plannerType: planner.type, requireCode: SERVICE_CLASS.FINANCING, requireName: '融资贷款' });
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
