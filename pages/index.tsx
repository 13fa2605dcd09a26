import Head from 'next/head';
import Link from 'next/link';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { newNavLayout, type PageWithLayout } from '@/layouts';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/constants';
import { useCityStore } from '@/stores/city';
import { SERVICE_DOMAINS, SERVICE_PROMISES } from '@/components/home/content';
import styles from '@/styles/home.module.css';

/** 首页: the platform, its service domains and promises, the current city. */
const HomePage: PageWithLayout = () => {
  const cityName = useCityStore((s) => s.currentCity?.name);
  return (
    <>
      <Head>
        <title key="title">{SITE_TITLE}</title>
        <meta name="description" content={SITE_DESCRIPTION} />
      </Head>
      <header className={styles.top}>
        <span className={styles.brand}>
          <img src="/images/logo.svg" alt="" />
          薯片企服
        </span>
        <Link href="/city/choiceCity" className={styles.city} aria-label="选择城市">
          <EnvironmentOutline aria-hidden />
          {cityName || '成都市'}
        </Link>
      </header>
      <section className={styles.hero}>
        <h1>企业服务，一站办好</h1>
        <p>公司注册、财税、商标专利、法律服务，专业规划师全程跟进</p>
      </section>
      <section className={styles.section} aria-labelledby="domains">
        <h2 id="domains" className={styles.sectionTitle}>
          服务领域
        </h2>
        <div className={styles.grid}>
          {SERVICE_DOMAINS.map((d) => (
            <div key={d.key} className={styles.domain}>
              <span className={styles.dot} style={{ background: d.color }} aria-hidden>
                {d.name.slice(0, 1)}
              </span>
              <span>
                <span className={styles.domainName}>{d.name}</span>
                <p className={styles.domainDesc}>{d.desc}</p>
              </span>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="promises">
        <h2 id="promises" className={styles.sectionTitle}>
          服务承诺
        </h2>
        {SERVICE_PROMISES.map((p) => (
          <div key={p.title} className={styles.promise}>
            <span className={styles.promiseTitle}>{p.title}</span>
            <span className={styles.promiseText}>{p.text}</span>
          </div>
        ))}
      </section>
      <footer className={styles.footer}>
        <Link href="/login/protocol?categoryCode=protocol100122">用户服务协议</Link>
        <Link href="/login/protocol?categoryCode=protocol100121">隐私政策</Link>
      </footer>
    </>
  );
};

HomePage.getLayout = newNavLayout;
export default HomePage;
