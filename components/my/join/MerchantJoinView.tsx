import Head from 'next/head';
import { useState } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import type { MerchantJoinData } from '@/services/loaders/apply';
import { MerchantJoinForm } from './MerchantJoinForm';
import { MerchantStatusCard } from './MerchantStatusCard';
import styles from './form.module.css';

const BENEFITS = ['免费入驻，审核通过即可开店上架服务', '平台担保交易，服务完成后结算', '需求卡与在线咨询带来精准客户'];

/** 商户入驻 (/my/merchantsJoin): the form, or the latest application with its status. */
export function MerchantJoinView({ data }: { data: MerchantJoinData }) {
  const [current, setCurrent] = useState(data.mine.current);
  const [canSubmit, setCanSubmit] = useState(data.mine.canSubmit);
  const [editing, setEditing] = useState(false);
  const showForm = !current || editing;
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">商户入驻</title>
      </Head>
      <HeaderBar title="商户入驻" fixed />
      <div className={styles.hero}>
        <h1>入驻薯片企服</h1>
        <p>企业或个人规划师均可申请，服务更多企业客户</p>
      </div>
      {showForm ? (
        <MerchantJoinForm
          categories={data.categories}
          accountPhone={data.accountPhone}
          nickName={data.nickName}
          city={data.city}
          previous={editing ? current : null}
          onDone={(app) => {
            setCurrent(app);
            setCanSubmit(false);
            setEditing(false);
            window.scrollTo(0, 0);
          }}
        />
      ) : (
        <MerchantStatusCard app={current} canSubmit={canSubmit} onResubmit={() => setEditing(true)} />
      )}
      <section className={styles.card} aria-label="入驻须知">
        <h2 className={styles.cardTitle}>入驻须知</h2>
        <ul className={styles.recordBody}>
          {BENEFITS.map((b) => (
            <li key={b}>· {b}</li>
          ))}
          <li>· 每个账号同一时间只能有一份审核中的申请，每天最多提交{data.mine.dailyQuota}次</li>
        </ul>
      </section>
    </div>
  );
}
