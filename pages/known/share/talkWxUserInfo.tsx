import { useEffect } from 'react';
import { SpinLoading } from '@/components/common/SpinLoading';
import { isMiniProgram } from '@/lib/guard';
import { isMiniProgramUA, isWeChatUA, readHandoff } from '@/lib/miniProgram';
import { nav } from '@/lib/navigate';
import { pageLoader, redirectTo, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { useAppFlags } from '@/components/common/AppFlags';
import { handoffSettled } from '@/components/common/handoffState';
import { Seo } from '@/components/common/Seo';
import { talkHref } from '@/lib/known/shareRules';
import { withKnownBare } from '@/components/known/common/withKnownBare';
import { knownBare } from '@/services/loaders/knownBare';
import styles from '@/components/known/share/share.module.css';

type Props = ReadyProps<{ target: string }>;

/**
 * The WeChat-user step of a shared 话题讨论 in the mini-program. The mini-program opens this page with `isApplets=1`
 * and its hand-off (a one-time `ticket`, or the legacy `token` + `userId`); the app boot takes the session from it
 * only inside a verified mini-program web-view and through the server (ADR 0029), then this page goes on to
 * /known/share/talk (same question, planner and share flag, never the hand-off's keys). The server adopts nothing:
 * without a hand-off, or in a browser that is not WeChat at all, it sends the visitor straight on.
 */
export const getServerSideProps = pageLoader(
  async ({ query, req }) => {
    const ua = String(req.headers['user-agent'] ?? '');
    const target = talkHref(query, isMiniProgram(new URLSearchParams(query), ua));
    const handoff = readHandoff(new URLSearchParams(query));
    // WeChat without the UA marker may still be a mini-program (iOS): the page decides once the JS bridge is ready.
    if (!handoff || !(isMiniProgramUA(ua) || isWeChatUA(ua))) return redirectTo(target);
    return { target };
  },
  // No question named (a cut-off link): the 必懂 landing instead of an empty talk page.
  { errorPage: true, bare: knownBare('share', ['id', 'shareId']) },
);

const TalkWxUserInfoPage: PageWithLayout<Props> = ({ data: { target } }) => {
  const { booted } = useAppFlags();
  useEffect(() => {
    if (!booted) return;
    // Adopted: the boot renders this URL again with the session and the server sends it on to the talk page.
    // Otherwise (not a mini-program, or the hand-off refused) the visitor goes on as who they were.
    void handoffSettled().then((outcome) => outcome !== 'adopted' && nav.replace(target));
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
