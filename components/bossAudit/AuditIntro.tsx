import Link from 'next/link';
import { AUDIT_TTL_DAYS } from '@/lib/contract/bossaudit/enums';
import styles from './bossAudit.module.css';

/** /bossAudit opened without a request or a goods: what 老板审批 is, and where one starts. */
export function AuditIntro() {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="audit-intro">
        <h2 id="audit-intro" className={styles.introTitle}>
          什么是老板审批
        </h2>
        <p className={styles.introText}>替公司采购服务前，可以把要买的服务发给老板审批：老板打开链接即可查看服务与价格，同意或驳回，您随时能看到结果。</p>
        <ol className={styles.steps}>
          <li>在服务详情页点「审批」一栏，填写采购数量与说明</li>
          <li>把生成的审批链接发给老板（微信、短信均可）</li>
          <li>老板同意后，回到服务页下单；链接 {AUDIT_TTL_DAYS} 天内有效</li>
        </ol>
        <Link href="/category" className={`button-primary ${styles.introAction}`}>
          去选服务
        </Link>
      </section>
    </div>
  );
}
