import Link from 'next/link';
import { useEffect, useState } from 'react';
import { NOTICE_CATEGORY_HINT, NOTICE_CATEGORY_TEXT, type NoticeCategory } from '@/lib/contract/notice/enums';
import { noticeSummary, type NoticeSummary } from '@/services/notice';
import { useChatStore } from '@/stores/chat';
import { unreadBadge } from '@/components/chat/chatText';
import { ListTime } from '@/components/common/ListTime';
import { noticesPath } from './paths';
import styles from './notice.module.css';

const ICON: Record<NoticeCategory, string> = { trade: '交', interact: '互', system: '系' };

/**
 * The three notice groups above the conversations (交易通知 / 互动消息 / 系统通知): each with its unread count and newest
 * line, opening its list. `tick` changes whenever the event stream brings a notice, and the counts are read again.
 */
export function NoticeEntries({ auth, owner, tick }: { auth: { token?: string }; owner: string; tick: number }) {
  const [summary, setSummary] = useState<NoticeSummary | null>(null);
  const setNotices = useChatStore((s) => s.setNotices);
  useEffect(() => {
    let live = true;
    noticeSummary(auth)
      .then((s) => {
        if (!live) return;
        setSummary(s);
        setNotices(s.total, owner);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [auth, owner, tick, setNotices]);

  const groups = summary?.groups ?? (['trade', 'interact', 'system'] as const).map((category) => ({ category, unread: 0, latest: null, on: true }));
  return (
    <ul className={styles.entries} aria-label="通知">
      {groups.map((g) => {
        const badge = unreadBadge(g.unread);
        const name = NOTICE_CATEGORY_TEXT[g.category];
        return (
          <li key={g.category} className={styles.entry}>
            <Link href={noticesPath(g.category)} className={styles.entryLink}>
              <span className="visually-hidden">{`${name}${badge ? `，${badge}条未读` : ''}`}</span>
              <span className={`${styles.icon} ${styles[g.category]}`} aria-hidden>
                {ICON[g.category]}
                {badge ? <span className={styles.badge}>{badge}</span> : null}
              </span>
              <span className={styles.entryBody} aria-hidden>
                <span className={styles.entryTop}>
                  <span className={styles.entryName}>{name}</span>
                  {g.latest ? <ListTime at={g.latest.createdAt} className={styles.time} /> : null}
                </span>
                <span className={styles.entryLine}>{g.latest ? g.latest.title : g.on ? NOTICE_CATEGORY_HINT[g.category] : '已关闭，可在设置中开启'}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
