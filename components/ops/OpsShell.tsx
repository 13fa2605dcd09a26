import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/http';
import { opsLogout, opsMe, type OpsMe } from '@/services/ops';
import styles from './ops.module.css';
import { useIsoLayoutEffect } from '@/lib/useIsoLayoutEffect';


const NAV = [
  { href: '/ops', name: '待办' },
  { href: '/ops/audit', name: '审计日志' },
];

/** The desk as a whole page: wide on a desktop, never indexed. */
export function OpsFrame({ title, children }: { title: string; children: ReactNode }) {
  useIsoLayoutEffect(() => {
    document.documentElement.classList.add('ops-desk');
    return () => document.documentElement.classList.remove('ops-desk');
  }, []);
  return (
    <div className={styles.desk}>
      <Head>
        <title key="title">{`${title} - 运营工作台`}</title>
        <meta key="robots" name="robots" content="noindex,nofollow" />
      </Head>
      {children}
    </div>
  );
}

/**
 * Every desk page but the login: the operator's session is checked first (a dead one goes to /ops/login and comes
 * back), then the page's content, under the desk's bar (待办, 审计日志, who is logged in, 退出).
 */
export function OpsShell({ title, children }: { title: string; children: ReactNode }) {
  const router = useRouter();
  const [me, setMe] = useState<OpsMe | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    let live = true;
    opsMe()
      .then((m) => live && setMe(m))
      .catch((e) => {
        if (!live) return;
        if (isApiError(e) && e.code === 403) void router.replace(`/ops/login?redirect=${encodeURIComponent(router.asPath)}`);
        else setFailed(isApiError(e) ? e.message : '加载失败，请重试');
      });
    return () => {
      live = false;
    };
    // Once per page: the session does not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const logout = async () => {
    await opsLogout().catch(() => undefined);
    await router.replace('/ops/login');
  };
  return (
    <OpsFrame title={title}>
      <header className={styles.top}>
        <Link href="/ops" className={styles.brand}>
          运营工作台
        </Link>
        <nav className={styles.nav} aria-label="工作台">
          {NAV.map((n) => (
            <Link key={n.href} href={n.href} aria-current={router.pathname === n.href ? 'page' : undefined}>
              {n.name}
            </Link>
          ))}
        </nav>
        {me ? (
          <span className={styles.who}>
            {me.name}
            <button type="button" className={styles.plain} onClick={() => void logout()}>
              退出
            </button>
          </span>
        ) : null}
      </header>
      <main className={styles.main}>
        <h1>{title}</h1>
        {me ? (
          children
        ) : failed ? (
          <p className={styles.empty} role="alert">
            {failed}{' '}
            <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
              重新加载
            </button>
          </p>
        ) : (
          <p className={styles.empty} role="status">
            加载中…
          </p>
        )}
      </main>
    </OpsFrame>
  );
}

/** The end of a desk list: 加载更多 while there is more, the empty text when there is nothing, the failure with 重试. */
export function OpsListEnd({ list, empty }: { list: { items: unknown[]; loading: boolean; failed: boolean; hasMore: boolean; loadMore: () => Promise<void>; refresh: () => Promise<unknown> }; empty: string }) {
  const [busy, setBusy] = useState(false);
  if (list.loading && !list.items.length) return <p className={styles.empty} role="status">加载中…</p>;
  if (list.failed)
    return (
      <p className={styles.empty} role="alert">
        加载失败{' '}
        <button type="button" className={styles.secondary} onClick={() => void list.refresh()}>
          重试
        </button>
      </p>
    );
  if (!list.items.length) return <p className={styles.empty}>{empty}</p>;
  if (!list.hasMore) return <p className={styles.empty}>没有更多了</p>;
  return (
    <button
      type="button"
      className={`${styles.secondary} ${styles.more}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void list
          .loadMore()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {busy ? '加载中…' : '加载更多'}
    </button>
  );
}
