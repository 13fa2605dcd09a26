import Link from 'next/link';
import { Avatar } from '@/components/common/Avatar';
import type { ChatMessage } from '@/lib/contract/chat/api';
import { messageView, type ArticleCardView, type ProductCardView } from './chatText';
import styles from './room.module.css';

export type Delivery = 'sending' | 'failed' | 'sent' | 'read';

function ProductCard({ card }: { card: ProductCardView }) {
  const body = (
    <>
      {card.imageUrl ? <img className={styles.cardImage} src={card.imageUrl} alt="" width={120} height={120} /> : null}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{card.name}</span>
        {card.content ? <span className={styles.cardText}>{card.content}</span> : null}
        <span className={styles.cardPrice}>{card.price}</span>
      </span>
    </>
  );
  return card.href ? (
    <Link href={card.href} className={styles.card}>
      <span className="visually-hidden">商品：</span>
      {body}
    </Link>
  ) : (
    <div className={styles.card} aria-label={`商品：${card.name}`}>
      {body}
    </div>
  );
}

function ArticleCard({ card }: { card: ArticleCardView }) {
  const body = (
    <>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{card.title}</span>
        {card.content ? <span className={styles.cardText}>{card.content}</span> : null}
        <span className={styles.cardMore}>查看文章</span>
      </span>
      {card.imageUrl ? <img className={styles.cardImage} src={card.imageUrl} alt="" width={120} height={120} /> : null}
    </>
  );
  return card.href ? (
    <Link href={card.href} className={styles.card}>
      <span className="visually-hidden">文章：</span>
      {body}
    </Link>
  ) : (
    <div className={styles.card} aria-label={`文章：${card.title}`}>
      {body}
    </div>
  );
}

type Props = {
  message: ChatMessage;
  mine: boolean;
  delivery?: Delivery;
  onImage?: (url: string) => void;
  onResend?: () => void;
};

/** One message: a system notice in the middle, or a bubble/card on the sender's side. Text is never HTML. */
export function MessageItem({ message, mine, delivery, onImage, onResend }: Props) {
  const view = messageView(message);
  if (view.kind === 'system')
    return (
      <li className={styles.system}>
        {view.text}
      </li>
    );
  let content;
  if (view.kind === 'text') content = <p className={`${styles.bubble} ${mine ? styles.bubbleMine : ''}`}>{view.text}</p>;
  else if (view.kind === 'image')
    content = (
      <button type="button" className={styles.imageButton} onClick={() => onImage?.(view.url)} aria-label="查看图片">
        <img
          className={styles.image}
          src={view.url}
          alt="图片消息"
          width={view.width || 240}
          height={view.height || 240}
          style={view.width && view.height ? { aspectRatio: `${view.width} / ${view.height}` } : undefined}
        />
      </button>
    );
  else if (view.kind === 'product') content = <ProductCard card={view.card} />;
  else content = <ArticleCard card={view.card} />;

  return (
    <li className={`${styles.message} ${mine ? styles.mine : ''}`}>
      <Avatar src={message.senderAvatar} size="0.72rem" alt={message.senderName} />
      <div className={styles.stack}>
        {mine ? null : <span className={styles.sender}>{message.senderName}</span>}
        {content}
        {mine && delivery ? (
          delivery === 'failed' ? (
            <button type="button" className={styles.resend} onClick={onResend}>
              发送失败，点击重发
            </button>
          ) : (
            <span className={`${styles.delivery} ${delivery === 'read' ? styles.read : ''}`}>
              {delivery === 'sending' ? '发送中' : delivery === 'read' ? '已读' : '未读'}
            </span>
          )
        ) : null}
      </div>
    </li>
  );
}
