import { useMemo, useRef, type CompositionEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { stripEmoji } from './emojiText';

export { stripEmoji };

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets the value the way a keystroke would, so a controlled React input's onChange sees the cleaned text. */
function writeValue(el: Field, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

export type EmojiClearProps = {
  onKeyUp: (e: KeyboardEvent<Field>) => void;
  onBlur: (e: FocusEvent<Field>) => void;
  onCompositionStart: (e: CompositionEvent<Field>) => void;
  onCompositionEnd: (e: CompositionEvent<Field>) => void;
};

/**
 * Input props that strip emoji on key-up and blur. Keystrokes while an IME is composing are ignored: the
 * half-typed pinyin is not the user's text yet, and rewriting it would break the composition.
 * `onClean` receives the cleaned value when something was removed.
 */
export function useEmojiClear(onClean?: (value: string) => void): EmojiClearProps {
  const composing = useRef(false);
  return useMemo(() => {
    const clean = (el: Field) => {
      const cleaned = stripEmoji(el.value);
      if (cleaned === el.value) return;
      writeValue(el, cleaned);
      onClean?.(cleaned);
    };
    return {
      onKeyUp: (e) => {
        if (composing.current || e.nativeEvent.isComposing) return;
        clean(e.currentTarget);
      },
      onBlur: (e) => {
        if (composing.current) return;
        clean(e.currentTarget);
      },
      onCompositionStart: () => {
        composing.current = true;
      },
      onCompositionEnd: () => {
        composing.current = false;
      },
    };
  }, [onClean]);
}
