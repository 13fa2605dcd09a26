import Link from 'next/link';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import type { Explainer } from './guaranteeCopy';
import styles from './static.module.css';

type Props = { copy: Explainer; path: string };

/** One guarantee explainer (平台保障 / 品质保障 / 退款说明): a banner, then titled sections. */
export function ExplainerPage({ copy, path }: Props) {
  return (
    <>
      <Seo title={`${copy.title} - 薯片企服`} description={copy.description} path={path} />
      <HeaderBar title={copy.title} fixed />
      <div className={styles.page}>
        <div className={styles.banner}>
          <CheckShieldOutline aria-hidden className={styles.bannerIcon} />
          <div>
            <h2 className={styles.bannerTitle}>{copy.title}</h2>
            <p className={styles.bannerText}>{copy.lead}</p>
          </div>
        </div>
        {copy.sections.map((s) => (
          <section key={s.heading} className={styles.card} aria-label={s.heading}>
            <h3 className={styles.cardTitle}>{s.heading}</h3>
            {s.paragraphs?.map((p) => (
              <p key={p} className={styles.paragraph}>
                {p}
              </p>
            ))}
            {s.steps ? (
              <ol className={styles.steps}>
                {s.steps.map((step, i) => (
                  <li key={step}>
                    <span className={styles.stepNo}>{i + 1}</span>
                    {step}
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        ))}
        <nav className={styles.related} aria-label="更多保障">
          <Link href="/detail/commonPage/assure">平台保障</Link>
          <Link href="/detail/commonPage/qualityAssur">品质保障</Link>
          <Link href="/detail/commonPage/refundDetail">退款说明</Link>
          <Link href="/spread/servicePromise">服务承诺</Link>
        </nav>
      </div>
    </>
  );
}
