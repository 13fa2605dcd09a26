import { useState } from 'react';
import { SendOutline, MailOutline } from 'antd-mobile-icons';
import { EmailDialog } from '@/components/invoice/EmailDialog';
import { errorText } from '@/lib/pageLoader';
import { loginUrl, nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { useUserStore } from '@/stores/user';
import { addForwarding, downloadToEmail } from '@/services/doclib';
import { shareText } from './docPageRules';
import styles from './docPage.module.css';

/**
 * 转发 (the system share sheet, or the link copied) and 下载至邮箱; both need a login, and a visitor is sent to log
 * in and back first.
 */
export function DocActions({ documentId, title }: { documentId: string; title: string }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const loggedIn = useUserStore((s) => !!s.token);
  const needLogin = () => {
    if (loggedIn) return false;
    nav.assign(loginUrl(nav.currentFullPath()));
    return true;
  };
  const forward = async () => {
    if (needLogin()) return;
    const url = window.location.href;
    const canShare = typeof navigator.share === 'function';
    try {
      if (canShare) await navigator.share({ title, text: shareText(title, url), url });
      else await navigator.clipboard.writeText(shareText(title, url));
    } catch {
      // The visitor closed the share sheet: nothing was forwarded.
      return;
    }
    try {
      await addForwarding(documentId);
      toast.success(canShare ? '转发成功' : '链接已复制，快去转发吧');
    } catch (e) {
      toast.error(errorText(e, '转发失败'));
    }
  };
  return (
    <>
      <div className={styles.bar}>
        <button type="button" onClick={forward}>
          <SendOutline aria-hidden />
          转发
        </button>
        <button type="button" onClick={() => !needLogin() && setEmailOpen(true)}>
          <MailOutline aria-hidden />
          下载至邮箱
        </button>
      </div>
      {emailOpen ? (
        <EmailDialog visible initial="" onClose={() => setEmailOpen(false)} send={(email) => downloadToEmail(documentId, email)} />
      ) : null}
    </>
  );
}
