import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PictureOutline, ShopbagOutline } from 'antd-mobile-icons';
import { MAX_TEXT } from '@/lib/contract/chat/enums';
import styles from './room.module.css';

type Props = {
  disabled?: boolean;
  onText: (text: string) => Promise<boolean>;
  onImage: (file: File) => void;
  /** Planners: opens their goods to send one as a card. */
  onGoods?: () => void;
};

/** The input row: text (Enter sends, Shift+Enter breaks the line), a picture, and for planners a goods card. */
export function Composer({ disabled, onText, onImage, onGoods }: Props) {
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!trimmed || disabled) return;
    const sent = text;
    setText('');
    if (!(await onText(sent.trim()))) setText((cur) => cur || sent);
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)}>
      <button type="button" className={styles.tool} aria-label="发送图片" onClick={() => file.current?.click()} disabled={disabled}>
        <PictureOutline fontSize="0.48rem" />
      </button>
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hidden
        aria-label="选择图片"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) onImage(f);
        }}
      />
      {onGoods ? (
        <button type="button" className={styles.tool} aria-label="发送商品" onClick={onGoods} disabled={disabled}>
          <ShopbagOutline fontSize="0.48rem" />
        </button>
      ) : null}
      <textarea
        className={styles.input}
        rows={1}
        value={text}
        maxLength={MAX_TEXT}
        placeholder="请输入消息"
        aria-label="消息内容"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
      />
      <button type="submit" className={styles.send} disabled={!trimmed || disabled}>
        发送
      </button>
    </form>
  );
}
