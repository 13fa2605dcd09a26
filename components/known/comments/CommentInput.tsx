import type { FormEvent, RefObject } from 'react';
import { COMMENT_MAX, cleanComment, replyPlaceholder } from './commentRules';
import styles from './comments.module.css';

type Props = {
  text: string;
  onText: (text: string) => void;
  /** Whom the next send answers (null: a new comment). */
  replyTo: { name: string } | null;
  onCancelReply: () => void;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** The sheet's input: 请输入您的评论内容, or 回复 <name> with 取消 while it answers someone; 发布 sends. */
export function CommentInput({ text, onText, replyTo, onCancelReply, onSubmit, busy, inputRef }: Props) {
  const ready = cleanComment(text).length > 0;
  return (
    <form className={styles.inputBar} onSubmit={onSubmit}>
      {replyTo ? (
        <button type="button" className={styles.cancelReply} onClick={onCancelReply}>
          取消<span className="visually-hidden">回复</span>
        </button>
      ) : null}
      <input
        ref={inputRef}
        className={styles.input}
        value={text}
        maxLength={COMMENT_MAX}
        placeholder={replyTo ? replyPlaceholder(replyTo.name) : '请输入您的评论内容'}
        aria-label={replyTo ? '回复内容' : '评论内容'}
        enterKeyHint="send"
        onChange={(e) => onText(e.target.value)}
      />
      {text.length > COMMENT_MAX - 20 ? (
        <span className={styles.counter}>
          {text.length}/{COMMENT_MAX}
        </span>
      ) : null}
      <button type="submit" className={`${styles.send} ${ready ? styles.sendOn : ''}`} disabled={busy}>
        发布
      </button>
    </form>
  );
}
