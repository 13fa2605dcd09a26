import { useRouter } from 'next/router';
import type { CSSProperties, ReactNode } from 'react';
import { Glyph } from './Glyph';
import { bridge } from '@/bridge';
import { goBack as backOrSectionHome } from '@/lib/goBack';
import { useAppFlags } from './AppFlags';
import styles from './HeaderBar.module.css';

export type HeaderBarProps = {
  title?: ReactNode;
  /** Replaces the back button. */
  left?: ReactNode;
  right?: ReactNode;
  hideBack?: boolean;
  /** Custom jump: replaces the default back behaviour (app bridge / history). */
  onBack?: () => void;
  fixed?: boolean;
  /** With `fixed`, reserve the header's height in the flow (default true). */
  placeholder?: boolean;
  shadow?: boolean;
  /** Show even when the page was opened with the hide-H5-nav flag. */
  ignoreHideNav?: boolean;
  /** The title takes all the room the back button leaves (a search box), instead of a centred title between equal sides. */
  wide?: boolean;
  className?: string;
  style?: CSSProperties;
};

export function HeaderBar({
  title,
  left,
  right,
  hideBack = false,
  onBack,
  fixed = false,
  placeholder = true,
  shadow = false,
  ignoreHideNav = false,
  wide = false,
  className,
  style,
}: HeaderBarProps) {
  const router = useRouter();
  const { isInApp, hideH5Nav, appInfo } = useAppFlags();
  if (hideH5Nav && !ignoreHideNav) return null;

  const goBack = () => {
    if (onBack) return onBack();
    if (isInApp) return void bridge.goBack();
    // Opened directly (no page of ours behind it): the section's home instead of leaving the site.
    backOrSectionHome(router);
  };

  // Inside the app the web view runs under the status bar; the app tells us its height.
  const statusBar = isInApp && appInfo.statusBarHeight ? `${appInfo.statusBarHeight}px` : undefined;
  const barStyle: CSSProperties = { ...(statusBar ? { paddingTop: statusBar } : {}), ...style };
  const cls = [styles.bar, fixed ? `${styles.fixed} fixed-column` : '', shadow ? styles.shadow : '', className]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <header className={cls} style={barStyle}>
        <div className={wide ? `${styles.side} ${styles.sideFit}` : styles.side}>
          {left ??
            (hideBack ? null : (
              <button type="button" className={styles.back} aria-label="返回" onClick={goBack}>
                <Glyph name="left" style={{ fontSize: '0.4rem' }} />
              </button>
            ))}
        </div>
        {title ? <h1 className={styles.title}>{title}</h1> : <div className={styles.title} />}
        {wide && !right ? null : <div className={`${styles.side} ${styles.right}`}>{right}</div>}
      </header>
      {fixed && placeholder ? (
        <div className={styles.placeholder} style={statusBar ? { paddingTop: statusBar } : undefined} aria-hidden />
      ) : null}
    </>
  );
}
