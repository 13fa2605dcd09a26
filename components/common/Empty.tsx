import Link from 'next/link';
import type { ReactNode } from 'react';
import { MISSING_PARAMS } from '@/lib/constants';
import styles from './Empty.module.css';

/** What a page opened from an incomplete link (no id of what it shows) adds under its text. */
export const INCOMPLETE_LINK_HINT = '链接不完整，请从列表中重新进入';

/**
 * "Nothing here" block with the shared illustration, a second line when there is more to say, and the way on
 * (children). A page's 缺少参数 says why on its second line by itself.
 */
export function Empty({ text = '暂无数据', hint, children }: { text?: string; hint?: string; children?: ReactNode }) {
  const second = hint ?? (text === MISSING_PARAMS ? INCOMPLETE_LINK_HINT : undefined);
  return (
    <div className={styles.empty}>
      <img src="/images/error.svg" alt="" width={160} height={110} className={styles.image} />
      <p className={styles.text}>{text}</p>
      {second ? <p className={styles.hint}>{second}</p> : null}
      {children}
    </div>
  );
}

/** A page that shows one thing opened without naming it: says which, and leads to the list it is chosen from. */
export function NoSubject({ what, href, action }: { what: string; href: string; action: string }) {
  return (
    <Empty text={`没有指定${what}`} hint={INCOMPLETE_LINK_HINT}>
      <Link href={href} className="button-primary">
        {action}
      </Link>
    </Empty>
  );
}
