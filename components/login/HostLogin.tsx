import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { appLogin, miniProgramLogin } from '@/components/common/appUser';
import { HeaderBar } from '@/components/common/HeaderBar';
import { safeTarget } from './rules';
import styles from './HostLogin.module.css';

/**
 * /login inside a host that owns the login (the native app, a mini-program's web-view): the host's login instead of
 * our SMS form, so the user never ends up with a second, web-only session. Every link to /login lands here. A page
 * that only says it is in a mini-program (the query) without the mini-program's SDK gets the web form (`web`).
 */
export function HostLogin({ host, redirect, web }: { host: 'app' | 'mini'; redirect: string | null; web: ReactNode }) {
  const router = useRouter();
  const target = safeTarget(redirect);
  const [state, setState] = useState<'asking' | 'cancelled' | 'unavailable'>('asking');
  const asked = useRef(false);

  const ask = useCallback(async () => {
    setState('asking');
    if (host === 'mini') {
      if (!miniProgramLogin(target, true)) setState('unavailable');
      return;
    }
    if (await appLogin()) void router.replace(target);
    else setState('cancelled');
  }, [host, router, target]);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask();
  }, [ask]);

  if (state === 'unavailable') return <>{web}</>;
  const where = host === 'app' ? 'APP' : '小程序';
  return (
    <div className={styles.page}>
      <HeaderBar title="登录" />
      <div className={styles.body} role="status">
        {state === 'asking' ? (
          <p>正在打开{where}登录…</p>
        ) : (
          <>
            <p>未完成登录，登录后可继续刚才的操作</p>
            <button type="button" className="button-primary" onClick={() => void ask()}>
              去登录
            </button>
          </>
        )}
      </div>
    </div>
  );
}
