import Link from 'next/link';
import { HeaderBar } from './HeaderBar';
import styles from './PageError.module.css';

type Props = { statusCode?: number };

export function errorTexts(statusCode?: number): { title: string; body: string } {
  return statusCode === 404 ? { title: '404', body: '页面已失效' } : { title: '错误请求', body: '请求错误' };
}

/** Body of the 404/500/_error pages and of the UI error boundary's fallback. */
export function PageError({ statusCode }: Props) {
  const { title, body } = errorTexts(statusCode);
  return (
    <>
      <HeaderBar title={title} ignoreHideNav />
      <section className={styles.body}>
        <img src="/images/error.svg" alt="" width={320} height={220} className={styles.image} />
        <p className={styles.text}>{body}</p>
        <Link className={styles.home} href="/">
          返回首页
        </Link>
      </section>
    </>
  );
}

/** The last resort when even the error page cannot render: no components, no Chinese font assumptions. */
export function BareError() {
  return (
    <main style={{ padding: '48px 24px', fontFamily: 'sans-serif', textAlign: 'center' }}>
      <p>Sorry, something went wrong while showing this page.</p>
      <p>
        {/* A plain anchor on purpose: a full page load also recovers from a broken client bundle. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" style={{ color: '#3262f4' }}>
          Go to the home page
        </a>
      </p>
    </main>
  );
}
