import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { toast } from '@/lib/toast';
import { getUserInfo } from '@/services/auth';
import { authentication, realnameInfo } from '@/services/contract';
import { useUserStore } from '@/stores/user';
import { RealNameForm } from './RealNameForm';
import { REAL_STATUS } from '@/lib/contract/realname/enums';
import ui from '@/components/my/ui.module.css';
import styles from './realname.module.css';
import { goBack } from '@/lib/goBack';

/**
 * 实名认证 (inventory platform §5.5): shared by /contract/authentication, /my/wallet/verified/auth and /auth.
 * Already verified → 认证成功 and back. After a successful verification: `next` (e.g. back to the contract), else back.
 */
export function RealNamePage({ next }: { next?: string }) {
  const router = useRouter();
  const userId = useUserStore((s) => s.userId);
  const load = useLoad(async () => {
    const [info, account] = await Promise.all([realnameInfo(), userId ? getUserInfo(userId) : Promise.resolve(null)]);
    return { info, account };
  }, userId || null);
  const announced = useRef(false);

  const leave = () => {
    if (next) void router.replace(next);
    else goBack(router, '/my');
  };

  const verified = load.data?.info.realStatus === REAL_STATUS.SUCCESS;
  useEffect(() => {
    if (!verified || announced.current) return;
    announced.current = true;
    useUserStore.setState({ realStatus: REAL_STATUS.SUCCESS });
    // The cookies (read by the server-rendered pages and on the next start) follow the account.
    useUserStore.getState().fetchAccountInfo().catch(() => undefined);
    toast.success('认证成功');
    const t = setTimeout(leave, 1200);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verified]);

  const account = load.data?.account;
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">实名认证</title>
      </Head>
      <HeaderBar title="实名认证" fixed />
      <p className={styles.tip}>根据国家相关规定，签署电子合同前须完成实名认证。您的信息仅用于身份核验，我们将严格保密。</p>
      <LoadBlock loading={load.loading || !userId} error={load.error} onRetry={() => void load.reload()}>
        {verified ? (
          <section className={ui.card} aria-label="实名信息">
            <h2 className={ui.cardTitle}>您已完成实名认证</h2>
            <div className={ui.line}>
              <span>姓名</span>
              <span>{load.data?.info.name}</span>
            </div>
            <div className={ui.line}>
              <span>证件号</span>
              <span>{load.data?.info.idNoMasked}</span>
            </div>
          </section>
        ) : (
          <RealNameForm
            initialName={account?.fullName && !account.fullName.includes('*') ? account.fullName : ''}
            phone={account?.mainAccountFull || account?.decodePhone || ''}
            submit={async (input) => {
              const info = await authentication(input);
              load.setData({ info, account: account ?? null });
            }}
          />
        )}
      </LoadBlock>
    </div>
  );
}
