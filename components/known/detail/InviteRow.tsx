import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { knownInvite, type KnownUser } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { homeHref } from '@/lib/known/detailRules';
import { useReloadPage } from './useDetailHooks';
import styles from './invite.module.css';

/**
 * Inviting answerers to a question (login first; a full-screen 邀请中 while the call runs). The invited state is
 * what this visit did: the server does not say whom the question already invited.
 */
export function useInvite(questionId: string) {
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const { ensure } = useKnownLogin();
  const reload = useReloadPage();

  const invite = async (userIds: string[], all: boolean) => {
    const ids = userIds.filter((id) => !invited.has(id));
    if (!ids.length || busy) return;
    if (!(await ensure(reload))) return;
    setBusy(true);
    try {
      await knownInvite(questionId, ids);
      setInvited((s) => new Set([...s, ...ids]));
      toast.success(all ? '一键邀请成功' : '邀请成功');
    } catch (err) {
      if (!isSessionError(err)) toast.error(knownErrorText(err, '邀请失败,请联系客服'));
    } finally {
      setBusy(false);
    }
  };
  const overlay = <LoadingOverlay visible={busy} text="邀请中" />;
  return { invited, busy, invite, overlay };
}

type RowProps = {
  user: KnownUser;
  invited: boolean;
  busy: boolean;
  onInvite: () => void;
};

/** One answerer: avatar and name (→ homepage), the planner's post, and 邀请 / 已邀请. */
export function InviteRow({ user, invited, busy, onInvite }: RowProps) {
  return (
    <li className={styles.row}>
      <Link href={homeHref(user)} className={styles.user}>
        <Avatar src={user.avatar} size="0.8rem" alt="" />
        <span className={styles.userText}>
          <span className={styles.name}>{user.name || '薯片用户'}</span>
          {user.postName ? <span className={styles.post}>{user.postName}</span> : null}
        </span>
      </Link>
      <button type="button" className={invited ? styles.invited : styles.invite} disabled={invited || busy} onClick={onInvite}>
        {invited ? '已邀请' : '邀请'}
      </button>
    </li>
  );
}
