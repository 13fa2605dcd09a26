import { IntentLink } from './IntentLink';
import { nav } from '@/lib/navigate';
import { HeaderBar } from './HeaderBar';
import { StatePicture } from './Empty';
import styles from './PageError.module.css';

type Props = { statusCode?: number };

export function errorTexts(statusCode?: number): { title: string; body: string } {
  return statusCode === 404 ? { title: '404', body: '页面已失效' } : { title: '错误请求', body: '请求错误' };
}

/**
 * Body of the 404/500/_error pages and of the UI error boundary's fallback: a missing page is a state of nothing
 * there (返回首页), a failure one of error (重新加载, or 返回首页).
 */
export function PageError({ statusCode }: Props) {
  const { title, body } = errorTexts(statusCode);
  const missing = statusCode === 404;
  return (
    <>
      <HeaderBar title={title} ignoreHideNav />
      <section className={styles.body} data-state={missing ? 'empty' : 'error'}>
        <StatePicture kind={missing ? 'empty' : 'error'} />
        <p className={styles.text}>{body}</p>
        {missing ? null : (
          <button type="button" className={styles.home} onClick={() => nav.reload()}>
            重新加载
          </button>
        )}
        <IntentLink className={missing ? styles.home : styles.second} href="/">
          返回首页
        </IntentLink>
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
