import Head from 'next/head';
import type { ComponentType } from 'react';
import { BankcardOutline, CheckShieldOutline, FileOutline, LockOutline, PayCircleOutline, PhonebookOutline } from 'antd-mobile-icons';
import type { AssuranceList } from '@/services/apply';
import { HELP_HOTLINE } from '@/lib/contract/cms/enums';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import styles from './content.module.css';
import formStyles from './form.module.css';

const ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  escrow: BankcardOutline,
  refund: PayCircleOutline,
  compensate: CheckShieldOutline,
  phone: PhonebookOutline,
  contract: FileOutline,
  privacy: LockOutline,
};

/** 服务保障 (/my/serviceAssure): how the platform protects payments, refunds, calls and contracts, from the CMS. */
export function AssuranceView({ data }: { data: AssuranceList }) {
  return (
    <div className={formStyles.page}>
      <Head>
        <title key="title">服务保障</title>
      </Head>
      <HeaderBar title="服务保障" fixed />
      <div className={styles.assureHero}>
        <h1>薯片企服服务保障</h1>
        <p>付款、退款、通话和签约，每一步都有平台的规则为您把关</p>
      </div>
      {data.rows.length ? (
        <>
          <nav className={styles.assureNav} aria-label="保障项目">
            {data.rows.map((a) => {
              const Icon = ICONS[a.icon] ?? CheckShieldOutline;
              return (
                <a key={a.code} href={`#${a.code}`}>
                  <Icon aria-hidden />
                  {a.title}
                </a>
              );
            })}
          </nav>
          {data.rows.map((a) => {
            const Icon = ICONS[a.icon] ?? CheckShieldOutline;
            return (
              <section key={a.code} id={a.code} className={`${styles.section} ${styles.assure}`} aria-labelledby={`${a.code}-title`}>
                <header>
                  <Icon aria-hidden />
                  <h2 id={`${a.code}-title`}>{a.title}</h2>
                </header>
                <p className={styles.summary}>{a.summary}</p>
                {a.sections.map((s) => (
                  <div key={s.heading}>
                    <h3>{s.heading}</h3>
                    {s.paragraphs.map((p) => (
                      <p key={p}>{p}</p>
                    ))}
                  </div>
                ))}
              </section>
            );
          })}
        </>
      ) : (
        <Empty text="暂无保障说明" />
      )}
      <p className={styles.footer}>
        以上保障以《售后服务协议》和帮助中心的说明为准。
        <br />
        客服电话：{HELP_HOTLINE}
      </p>
    </div>
  );
}
