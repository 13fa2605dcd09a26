import Link from 'next/link';
import { Avatar } from '@/components/common/Avatar';
import type { ConversationItem } from '@/lib/contract/chat/api';
import { ListTime } from '@/components/common/ListTime';
import { intentionText, peerName, previewOf, unreadBadge } from './chatText';
import { roomPath } from './paths';
import styles from './list.module.css';

/** One conversation: who, what was said last and when, how many unread; planners also see the intention. */
export function ConversationRow({ item }: { item: ConversationItem }) {
  const name = peerName(item);
  const badge = unreadBadge(item.unread);
  const workbench = item.myRole === 'planner';
  const intention = workbench ? intentionText(item.intention) : '';
  const when = item.lastMessage?.createdAt ?? item.updatedAt;
  return (
    <li className={styles.row}>
      <Link href={roomPath(item.groupId)} className={styles.link}>
        {/* the link's name (it holds the visible name, so voice control finds it); the row's text is for the eye */}
        <span className="visually-hidden">{`与${name}的会话${badge ? `，${badge}条未读` : ''}`}</span>
        <span className={styles.avatar} aria-hidden>
          <Avatar src={item.peer.avatar} size="0.88rem" alt="" />
          {badge ? (
            <span className={styles.badge} aria-hidden>
              {badge}
            </span>
          ) : null}
        </span>
        <span className={styles.body} aria-hidden>
          <span className={styles.top}>
            <span className={styles.name}>
              {name}
              {workbench && item.peer.userType === 'VISITOR' ? <em className={styles.tag}>访客</em> : null}
              {!workbench && item.peer.postName ? <em className={styles.post}>{item.peer.postName}</em> : null}
            </span>
            <ListTime at={when} className={styles.time} />
          </span>
          {workbench && (intention || item.firstCard) ? (
            <span className={styles.intention}>
              {intention ? <span>意向：{intention}</span> : null}
              {item.firstCard ? <span className={styles.cardName}>咨询商品：{item.firstCard.productName}</span> : null}
            </span>
          ) : null}
          <span className={styles.preview}>{previewOf(item.lastMessage) || '暂无消息'}</span>
        </span>
      </Link>
    </li>
  );
}
