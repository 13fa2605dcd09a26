import { useEffect, useRef, useState } from 'react';
import { DownOutline } from 'antd-mobile-icons';
import styles from './detail.module.css';

type Props = {
  title: string;
  /** Already sanitised (sanitizeRichText) on the server. */
  html: string;
  /** Fold descriptions taller than about 200px (inventory §7.2 internet / trade detail). */
  collapsible?: boolean;
  footer?: React.ReactNode;
};

/** A titled rich-text description, optionally folded with 展开 / 收起. */
export function RichText({ title, html, collapsible = false, footer }: Props) {
  const body = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [tall, setTall] = useState(collapsible);

  useEffect(() => {
    if (!collapsible || !body.current) return;
    const el = body.current;
    const measure = () => setTall(el.scrollHeight > el.clientHeight + 4);
    measure();
    // Pictures change the height as they arrive.
    const imgs = Array.from(el.querySelectorAll('img'));
    imgs.forEach((img) => img.addEventListener('load', measure));
    return () => imgs.forEach((img) => img.removeEventListener('load', measure));
  }, [collapsible, html]);

  if (!html.trim()) return null;
  const folded = collapsible && !open;
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <div
        ref={body}
        className={`${styles.rich} ${folded ? styles.richFolded : ''} ${folded && tall ? styles.richFade : ''}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {collapsible && tall ? (
        <button type="button" className={styles.foldButton} onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? (
            <>
              {/* UpOutline is this arrow upside down: one icon's path data on the page, not two. */}
              收起 <DownOutline aria-hidden className={styles.flipped} />
            </>
          ) : (
            <>
              展开 <DownOutline aria-hidden />
            </>
          )}
        </button>
      ) : null}
      {footer}
    </section>
  );
}
