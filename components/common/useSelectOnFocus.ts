import { useRef, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A prefilled field whose text is selected when it gets focus, so typing replaces it instead of appending
 * (269.70 → 269.70100). The tap that focuses a field places its caret after the focus handler runs, so the selection
 * is made a moment later; a key pressed before that moment selects first, so the first keystroke always replaces
 * the text and a late selection never swallows what was typed.
 */
export function useSelectOnFocus<T extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>() {
  const pending = useRef(false);
  return {
    onFocus(e: FocusEvent<T>) {
      const el = e.currentTarget;
      pending.current = true;
      setTimeout(() => {
        if (!pending.current || document.activeElement !== el) return;
        pending.current = false;
        el.select();
      }, 0);
    },
    onKeyDown(e: KeyboardEvent<T>) {
      if (!pending.current) return;
      pending.current = false;
      e.currentTarget.select();
    },
    onBlur() {
      pending.current = false;
    },
  };
}
