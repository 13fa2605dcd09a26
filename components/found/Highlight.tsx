import { highlightParts } from './foundText';
import styles from './found.module.css';

/** `text` with every match of `keyword` in a <mark>: React text nodes only, never HTML. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((p, i) =>
        p.hit ? (
          <mark key={i} className={styles.mark}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
