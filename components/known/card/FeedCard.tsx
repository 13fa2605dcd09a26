import Link from 'next/link';
import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { HeartFill, HeartOutline, LikeOutline, MessageOutline, PlayOutline } from 'antd-mobile-icons';
import type { KnownCard } from '@/lib/contract/known/api';
import { knownHref } from '@/lib/contract/known/enums';
import { Avatar } from '@/components/common/Avatar';
import { useListNow } from '@/components/common/listClock';
import { LazyImage } from '@/components/common/LazyImage';
import { formatDuration } from '@/lib/video/format';
import { homeHref, inviteHref, writeAnswerHref } from '@/lib/known/knownText';
import { useKnownLogin } from '../common/useKnownLogin';
import { cardMeta, commentLabel, firstImage, isSmallVideo, isVideoCard, likeLabel, showsAnswerActions, showsReactions } from './cardRules';
import { useApplaud } from './useApplaud';
import styles from './card.module.css';

export type FeedCardProps = {
  card: KnownCard;
  /** Opens the comments of the card; without it the comment button goes to the detail page. */
  onComment?: (card: KnownCard) => void;
  /** Opens a video card (the app's player or the 请到App去观看 popup). */
  onVideo: (card: KnownCard) => void;
  /** After a login done by the native app: the list reloads instead of acting. */
  onAppLogin?: () => void;
  /** Above the fold: images load at once. */
  eager?: boolean;
  /** The comment count when the comments popup changed it. */
  remarkCount?: number;
};

/** The feed card (inventory known.md §1f): author, title, text or video, and its reactions. */
export function FeedCard({ card, onComment, onVideo, onAppLogin, eager = false, remarkCount = card.remarkCount }: FeedCardProps) {
  const router = useRouter();
  const { ensure } = useKnownLogin();
  const like = useApplaud(card, onAppLogin);
  const now = useListNow();
  const href = knownHref(card);
  const video = isVideoCard(card);
  const image = firstImage(card);

  const needLogin = (to: string) => async (e: MouseEvent) => {
    e.preventDefault();
    if (await ensure(onAppLogin)) void router.push(to);
  };

  const body = video ? (
    <button type="button" className={styles.bodyButton} onClick={() => onVideo(card)} aria-label={`播放视频：${card.title}`}>
      <h3 className={styles.title}>{card.title}</h3>
      <span className={isSmallVideo(card) ? styles.videoTall : styles.videoWide}>
        <LazyImage src={card.coverUrl} alt="" width={isSmallVideo(card) ? 180 : 345} height={isSmallVideo(card) ? 240 : 194} eager={eager} />
        <PlayOutline className={styles.play} aria-hidden />
        {/* drawn by CSS (attr), so the button's visible text is the title it is named by */}
        {card.durationSeconds ? <span className={styles.duration} data-duration={formatDuration(card.durationSeconds)} /> : null}
      </span>
    </button>
  ) : (
    <Link href={href} className={styles.bodyLink}>
      <h3 className={styles.title}>{card.title}</h3>
      {card.contentText || image ? (
        <span className={styles.textRow}>
          {card.contentText ? <span className={styles.text}>{card.contentText}</span> : <span className={styles.text} />}
          {image ? <LazyImage src={image} alt="" width={112} height={76} className={styles.thumb} eager={eager} /> : null}
        </span>
      ) : null}
    </Link>
  );

  return (
    <article className={styles.card} aria-label={card.title}>
      <header className={styles.head}>
        <Link href={homeHref(card.author)} className={styles.avatar} aria-label={`${card.author.name}的主页`}>
          <Avatar src={card.author.avatar} size="0.64rem" alt="" />
        </Link>
        <span className={styles.who}>
          <Link href={homeHref(card.author)} className={styles.name}>
            {card.author.name}
          </Link>
          <span className={styles.meta}>{cardMeta(card, now)}</span>
        </span>
      </header>
      {body}
      {showsAnswerActions(card) ? (
        <footer className={styles.foot}>
          <a href={inviteHref(card.id)} className={styles.action} onClick={needLogin(inviteHref(card.id))}>
            邀请
          </a>
          <a href={writeAnswerHref(card.id)} className={`${styles.action} ${styles.actionPrimary}`} onClick={needLogin(writeAnswerHref(card.id))}>
            写回答
          </a>
        </footer>
      ) : showsReactions(card) ? (
        <footer className={styles.foot}>
          <button
            type="button"
            className={like.isApplaud ? `${styles.action} ${styles.liked}` : styles.action}
            aria-pressed={like.isApplaud}
            aria-label={`${card.type < 4 ? '赞同' : '点赞'}，${like.applaudCount}`}
            onClick={() => void like.toggle()}
          >
            {card.type < 4 ? <LikeOutline aria-hidden /> : like.isApplaud ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
            <span>{likeLabel({ type: card.type, applaudCount: like.applaudCount })}</span>
          </button>
          {onComment ? (
            <button type="button" className={styles.action} aria-label={`评论，${remarkCount}`} onClick={() => onComment(card)}>
              <MessageOutline aria-hidden />
              <span>{commentLabel(remarkCount)}</span>
            </button>
          ) : (
            <Link href={href} className={styles.action} aria-label={`评论，${remarkCount}`}>
              <MessageOutline aria-hidden />
              <span>{commentLabel(remarkCount)}</span>
            </Link>
          )}
        </footer>
      ) : null}
    </article>
  );
}
