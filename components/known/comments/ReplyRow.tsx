import Link from 'next/link';
import { ListTimeText } from '@/components/common/ListTime';
import type { KnownReply } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { homeHref } from '@/lib/known/detailRules';
import { RowActions } from './RowActions';
import styles from './comments.module.css';

type Props = {
  reply: KnownReply;
  onReply: (r: KnownReply) => void;
  onLike: (r: KnownReply) => void;
  onDelete: (r: KnownReply) => void;
  busy?: boolean;
};

const nameOf = (a: { name: string }) => a.name || '薯片用户';

/** One reply: 「A 回复 B」 (only A when it answers the comment itself), the text, the time, 回复, 赞 and, for one's own, 删除. */
export function ReplyRow({ reply: r, onReply, onLike, onDelete, busy = false }: Props) {
  const name = nameOf(r.author);
  return (
    <li className={styles.reply}>
      <Link href={homeHref(r.author)} aria-label={`${name}的主页`}>
        <Avatar src={r.author.avatar} size="0.44rem" alt="" />
      </Link>
      <div className={styles.rowBody}>
        <div className={styles.rowHead}>
          <p className={styles.replyNames}>
            <Link href={homeHref(r.author)} className={styles.replyName}>
              {name}
            </Link>
            {r.replyTo ? (
              <>
                {' '}
                <span className={styles.replyWord}>回复</span>{' '}
                <Link href={homeHref(r.replyTo)} className={styles.replyName}>
                  {nameOf(r.replyTo)}
                </Link>
              </>
            ) : null}
          </p>
          <RowActions
            noun="回复"
            liked={r.isApplaud}
            count={r.applaudCount}
            busy={busy}
            onLike={() => onLike(r)}
            onDelete={r.isMine ? () => onDelete(r) : undefined}
          />
        </div>
        <p className={styles.text}>{r.content}</p>
        <div className={styles.foot}>
          <time className={styles.footTime} dateTime={r.createdAt}>
            <ListTimeText at={r.createdAt} />
          </time>
          <button type="button" className={styles.replyBtn} disabled={busy} onClick={() => onReply(r)}>
            回复<span className="visually-hidden">{name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
