import { IntentLink } from './IntentLink';
import { useRouter } from 'next/router';
import type { MouseEvent, ReactNode } from 'react';
import { loginRedirectUrl } from '@/lib/guard';
import { StateBlock } from './Empty';

type Props = {
  /** What logging in shows ('登录后查看您的投递记录'). */
  text?: string;
  hint?: string;
  /** Where the login returns to; the current address by default. */
  redirect?: string;
  /** A login of its own instead of the login page (the native app's, the community's sheet). */
  onLogin?: () => void;
  children?: ReactNode;
};

/** A block only a logged-in visitor sees: its own picture (a person and a lock), why, and 去登录 that comes back here. */
export function LoginNeeded({ text = '登录后即可查看', hint, redirect, onLogin, children }: Props) {
  const router = useRouter();
  const href = loginRedirectUrl(redirect ?? router.asPath);
  const click = onLogin
    ? (e: MouseEvent) => {
        e.preventDefault();
        onLogin();
      }
    : undefined;
  return (
    <StateBlock kind="login" text={text} hint={hint}>
      <IntentLink href={href} className="button-primary" onClick={click}>
        去登录
      </IntentLink>
      {children}
    </StateBlock>
  );
}
