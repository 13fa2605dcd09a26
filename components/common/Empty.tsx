/**
 * The states a block of a page shows instead of its content (issue 28): Empty (nothing there), LoadError (it failed)
 * and LoginNeeded (its own module: only a visitor must log in). Each has its own picture (states.module.css) and its
 * own way on. Empty and LoadError share one module: the pages that show one nearly always show the other, and each
 * module a page loads costs it bytes of its first-load budget.
 */
import type { ReactNode } from 'react';
import { MISSING_PARAMS } from '@/lib/constants';
import { nav } from '@/lib/navigate';
import { IntentLink } from './IntentLink';
import styles from './states.module.css';

/** Which state a block is in: nothing there, a failure, or a visitor who must log in first. */
export type StateKind = 'empty' | 'error' | 'login';

/** The picture of a state (decoration: its words say it), drawn by states.module.css after `data-picture`. */
export function StatePicture({ kind }: { kind: StateKind }) {
  return <span className={styles.picture} data-picture={kind} aria-hidden />;
}

type BlockProps = { kind: StateKind; text: string; hint?: string; onRetry?: () => void; children?: ReactNode };

/** The frame of the three states: picture, words, and the way on — 重新加载 for a failure, then the caller's. */
export function StateBlock({ kind, text, hint, onRetry, children }: BlockProps) {
  const failed = kind === 'error';
  return (
    <div className={styles.block} data-state={kind} role={failed ? 'alert' : undefined}>
      <StatePicture kind={kind} />
      <p className={styles.text}>{text}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {failed ? (
        <button type="button" className="button-primary" onClick={onRetry ?? (() => nav.reload())}>
          重新加载
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** What a page opened from an incomplete link (no id of what it shows) adds under its text. */
export const INCOMPLETE_LINK_HINT = '链接不完整，请从列表中重新进入';

/**
 * "Nothing here": an empty box, a second line when there is more to say, and the way forward when the caller has one
 * (children: a `button-primary` link, 去逛逛). A page's 缺少参数 says why on its second line by itself.
 */
export function Empty({ text = '暂无数据', hint, children }: { text?: string; hint?: string; children?: ReactNode }) {
  return (
    <StateBlock kind="empty" text={text} hint={hint ?? (text === MISSING_PARAMS ? INCOMPLETE_LINK_HINT : undefined)}>
      {children}
    </StateBlock>
  );
}

/** A page that shows one thing opened without naming it: says which, and leads to the list it is chosen from. */
export function NoSubject({ what, href, action }: { what: string; href: string; action: string }) {
  return (
    <Empty text={`没有指定${what}`} hint={INCOMPLETE_LINK_HINT}>
      <IntentLink href={href} className="button-primary">
        {action}
      </IntentLink>
    </Empty>
  );
}

type LoadErrorProps = {
  /** What failed, in the page's words or the server's ('服务繁忙，请稍后再试'). */
  text?: string;
  /** Loads again (the list's refresh, the page's reload…); without it 重新加载 reloads the page. */
  onRetry?: () => void;
  /** Further ways on, after 重新加载 (返回工作台…). */
  children?: ReactNode;
};

/** A block that failed to load: a cloud with a warning, what failed (announced), and 重新加载. */
export function LoadError({ text = '加载失败，请稍后重试', onRetry, children }: LoadErrorProps) {
  // A page opened from an incomplete link did not fail: loading again cannot help, its text says where to go.
  if (text === MISSING_PARAMS) return <Empty text={text}>{children}</Empty>;
  return (
    <StateBlock kind="error" text={text} onRetry={onRetry}>
      {children}
    </StateBlock>
  );
}
