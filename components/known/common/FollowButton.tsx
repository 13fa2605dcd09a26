import { useRef, useState, type MouseEvent } from 'react';
import { toast } from '@/lib/toast';
import { knownFollow } from '@/services/known';
import { isSessionError, knownErrorText } from './knownErrors';
import { useKnownLogin } from './useKnownLogin';
import styles from './common.module.css';

export type FollowButtonProps = {
  userId: string;
  following: boolean;
  /** Called with the new state and the followed user's fan count after the server agreed. */
  onChange?: (following: boolean, fansCount: number) => void;
  /** Ask 温馨提示 / 确定不再关注当前用户吗？ before unfollowing (default true). */
  confirmUnfollow?: boolean;
  /** `solid`: blue 关注 / grey 已关注; `plus`: "+ 关注" outline; `ghost`: white outline for dark headers. */
  variant?: 'solid' | 'plus' | 'ghost';
  /** After a login done by the native app: the page reloads its data instead of following. */
  onAppLogin?: () => void;
  className?: string;
};

/**
 * Asks before unfollowing (inventory known.md §8); resolves true when the user confirmed. antd-mobile's Dialog is
 * loaded on the first unfollow, not with the pages that show 关注 (their first-load JS, scripts/checkJsBudget.mjs).
 */
export async function confirmUnfollowDialog(): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ title: '温馨提示', content: '确定不再关注当前用户吗？', confirmText: '确定', cancelText: '取消' });
}

/**
 * 关注 / 已关注 of the 必懂 pages: login first, unfollow after a confirm, toasts 关注成功 / 取关成功.
 * The state follows the `following` prop whenever the caller changes it.
 */
export function FollowButton({ userId, following, onChange, confirmUnfollow = true, variant = 'solid', onAppLogin, className }: FollowButtonProps) {
  const [on, setOn] = useState(following);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const { ensure, viewer } = useKnownLogin();
  // The caller's state wins whenever it changes (derived state, updated during render).
  const [seen, setSeen] = useState(following);
  if (seen !== following) {
    setSeen(following);
    setOn(following);
  }

  if (viewer && viewer.userId === userId) return null;

  const toggle = async (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (busyRef.current) return;
    if (!(await ensure(onAppLogin))) return;
    const next = !on;
    if (!next && confirmUnfollow && !(await confirmUnfollowDialog())) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const r = await knownFollow(userId, next);
      setOn(r.isFollowing);
      toast.success(r.isFollowing ? '关注成功' : '取关成功');
      onChange?.(r.isFollowing, r.fansCount);
    } catch (err) {
      if (!isSessionError(err)) toast.error(knownErrorText(err));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const look = on ? styles.followOn : variant === 'plus' ? styles.followPlus : variant === 'ghost' ? styles.followGhost : styles.follow;
  const label = on ? '已关注' : variant === 'plus' ? '+ 关注' : '关注';
  return (
    <button
      type="button"
      className={[styles.followBtn, look, className].filter(Boolean).join(' ')}
      aria-pressed={on}
      disabled={busy}
      onClick={(e) => void toggle(e)}
    >
      {label}
    </button>
  );
}
