import { useEffect } from 'react';
import { SpinLoading } from 'antd-mobile';
import { isMiniProgram } from '@/lib/guard';
import { nav } from '@/lib/navigate';
import { pageLoader, redirectTo, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { useAppFlags } from '@/components/common/AppFlags';
import { Seo } from '@/components/common/Seo';
import { talkHref } from '@/components/known/share/shareRules';
import { withKnownBare } from '@/components/known/common/withKnownBare';
import { knownBare } from '@/services/loaders/knownBare';
import styles from '@/components/known/share/share.module.css';

type Props = ReadyProps<{ target: string }>;

/**
 * The WeChat-user step of a shared 话题讨论 in the mini-program. The mini-program opens this page with
 * `isApplets=1` and the WeChat user's session (`token`, `userId`); the app boot takes that session (cookies), then
 * this page replaces itself with /known/share/talk (same question, planner and share flag, without the
 * credentials). Without a session to take — or outside the mini-program — the server sends the visitor straight on.
 */
export const getServerSideProps = pageLoader(
  async ({ query, req }) => {
    const applets = isMiniProgram(new URLSearchParams(query), String(req.headers['user-agent'] ?? ''));
    const target = talkHref(query, applets);
    if (!applets || !query.token || !query.userId) return redirectTo(target);
    return { target };
  },
  // No question named (a cut-off link): the 必懂 landing instead of an empty talk page.
  { errorPage: true, bare: knownBare('share', ['id', 'shareId']) },
);

const TalkWxUserInfoPage: PageWithLayout<Props> = ({ data: { target } }) => {
  const { booted } = useAppFlags();
  useEffect(() => {
    // The boot has stored the mini-program's user by now; a full load lets the talk page render with it.
    if (booted) nav.replace(target);
  }, [booted, target]);
  return (
    <div className={styles.page}>
      <Seo title="话题讨论 - 必懂 - 薯片企服" description="正在进入话题讨论" path="/known/share/talk" noindex />
      <div className={styles.invalid} role="status">
        <div className={styles.entering}>
          <SpinLoading style={{ '--size': '0.64rem' }} />
          <p>正在进入话题讨论…</p>
          <a href={target} className={styles.invalidLink}>
            没有反应？点这里进入
          </a>
        </div>
      </div>
    </div>
  );
};

TalkWxUserInfoPage.getLayout = defaultLayout;
export default withKnownBare(TalkWxUserInfoPage);
