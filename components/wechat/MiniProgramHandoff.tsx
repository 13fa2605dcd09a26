import Link from 'next/link';
import { createElement, useCallback, useEffect, useState, type ReactNode } from 'react';
import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { MINI_PROGRAM_NAME } from '@/lib/contract/wechat/enums';
import { findUrlScheme } from '@/services/wechat';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { useClientReady } from '@/components/common/useClientReady';
import { handoffMode, miniRoute, type HandoffMode, type MiniTarget } from '@/lib/wechat/handoffRules';
import { QrCode } from './QrCode';
import { MINI_USERNAME, useWxOpenTag } from './useWxOpenTag';
import styles from './handoff.module.css';

type Props = {
  title: string;
  path: string;
  heading: string;
  intro: string;
  /** The mini-program page to open; null when the link named none we can open. */
  target: MiniTarget | null;
  /** How this browser opens it, as the server read the request's user agent (the first frame). */
  initialMode: HandoffMode;
  /** Show the QR code on phones too (a page made to be scanned). */
  alwaysQr?: boolean;
  /** The same thing on the web, for visitors without WeChat. */
  web?: { href: string; text: string };
  children?: ReactNode;
};

/** The open tag's own button (it renders in WeChat's shadow DOM, so its style is inline). */
const OPEN_TAG_BUTTON =
  '<button style="width:100%;padding:12px 0;border:0;border-radius:22px;background:#3262f4;color:#fff;font-size:16px">打开小程序</button>';

type UniWindow = Window & { uni?: { navigateTo?: (o: { url: string }) => void } };

/**
 * A hand-off to our mini-program: a phone browser opens it by its URL scheme (asked from the server, opened once
 * by itself, then by the button), WeChat's own browser gets the steps to open the page in the phone's browser, a
 * desktop browser a QR code of this page, and the mini-program's own web-view navigates there directly.
 */
export function MiniProgramHandoff({ title, path, heading, intro, target, initialMode, alwaysQr, web, children }: Props) {
  // The server renders the first frame for the request's user agent; once hydrated the browser's own is read.
  const ready = useClientReady();
  const mode: HandoffMode = ready ? handoffMode(navigator.userAgent) : initialMode;
  const pageUrl = ready ? window.location.href : '';
  const [openlink, setOpenlink] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const openTag = useWxOpenTag(mode === 'wechat' && !!target);

  const open = useCallback(async () => {
    if (!target) return;
    if (openlink) return nav.assign(openlink);
    setState('loading');
    try {
      const s = await findUrlScheme(target);
      setOpenlink(s.openlink);
      setState('idle');
      nav.assign(s.openlink);
    } catch (e) {
      setState('failed');
      toast.error(e instanceof Error && e.message ? e.message : '小程序链接获取失败，请稍后重试');
    }
  }, [target, openlink]);

  // A phone browser opens the mini-program by itself once; the button stays for a second try.
  useEffect(() => {
    if (mode !== 'mobile' || !target) return;
    let live = true;
    findUrlScheme(target).then(
      (s) => {
        if (!live) return;
        setOpenlink(s.openlink);
        nav.assign(s.openlink);
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [mode, target]);

  const openInMini = () => {
    const uni = (window as UniWindow).uni;
    if (target && uni?.navigateTo) uni.navigateTo({ url: miniRoute(target) });
    else toast.warning('请返回小程序首页查看');
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      toast.success('链接已复制');
    } catch {
      toast.warning('复制失败，请长按地址栏复制');
    }
  };

  if (!target) {
    return (
      <div className={styles.page}>
        <Seo title={title} description={intro} path={path} noindex />
        <HeaderBar title={title} />
        <Empty text="链接有误，无法打开小程序" hint="请从活动页面或消息中重新进入">
          <Link href="/" className="button-primary">
            返回首页
          </Link>
        </Empty>
      </div>
    );
  }

  const qr = (
    <section className={styles.block} aria-label="小程序二维码">
      {pageUrl ? <QrCode text={pageUrl} label={`${heading}二维码`} /> : null}
      <p className={styles.hint}>请使用手机相机或浏览器扫描二维码，在手机上打开{MINI_PROGRAM_NAME}</p>
    </section>
  );

  return (
    <div className={styles.page}>
      <Seo title={title} description={intro} path={path} noindex />
      <HeaderBar title={title} />
      <section className={styles.head}>
        <img src="/images/logo.svg" alt="" width={56} height={56} />
        <h2>{heading}</h2>
        <p>{intro}</p>
      </section>
      {children}
      {mode === 'mobile' ? (
        <section className={styles.block} aria-label="打开小程序">
          <button type="button" className={styles.primary} disabled={state === 'loading'} onClick={() => void open()}>
            {state === 'loading' ? '正在打开…' : state === 'failed' ? '重新打开小程序' : '打开小程序'}
          </button>
          <p className={styles.hint}>将跳转到微信打开{MINI_PROGRAM_NAME}；如未跳转，请确认手机已安装微信</p>
        </section>
      ) : null}
      {mode === 'wechat' && openTag === 'ready' && target ? (
        <section className={styles.block} aria-label="打开小程序">
          {createElement(
            'wx-open-launch-weapp',
            { username: MINI_USERNAME, path: miniRoute(target), style: { display: 'block' } },
            createElement('script', { type: 'text/wxtag-template', dangerouslySetInnerHTML: { __html: OPEN_TAG_BUTTON } }),
          )}
        </section>
      ) : null}
      {mode === 'wechat' && openTag !== 'ready' ? (
        <section className={styles.block} aria-label="在浏览器中打开">
          <ol className={styles.steps}>
            <li>点击右上角「···」</li>
            <li>选择「在默认浏览器中打开」</li>
            <li>在浏览器中点击「打开小程序」</li>
          </ol>
          <button type="button" className={styles.secondary} onClick={() => void copyLink()}>
            复制链接
          </button>
        </section>
      ) : null}
      {mode === 'miniProgram' ? (
        <section className={styles.block}>
          <button type="button" className={styles.primary} onClick={openInMini}>
            进入小程序页面
          </button>
        </section>
      ) : null}
      {mode === 'desktop' || (alwaysQr && mode !== 'miniProgram') ? qr : null}
      {web ? (
        <p className={styles.web}>
          <Link href={web.href}>{web.text}</Link>
        </p>
      ) : null}
    </div>
  );
}
