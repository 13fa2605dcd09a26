import type { CSSProperties } from 'react';
import styles from './Glyph.module.css';

/** The icons Glyph draws (Glyph.module.css). */
export type GlyphName = 'right' | 'left' | 'close' | 'search' | 'location' | 'apps';

/**
 * A line icon of the app shell or the home's first screen, drawn by CSS in the text's colour and 1em square (set the
 * size with font-size, as for the icon set's components). It costs the page no JavaScript: every page loads the shell
 * and the home's first screen, and the icon set's components are about a kilobyte each of their first load
 * (docs/PERFORMANCE.md, ninth pass). Decoration only: the control around it carries the words.
 */
export function Glyph({ name, className, style }: { name: GlyphName; className?: string; style?: CSSProperties }) {
  return <i aria-hidden className={`${styles.glyph} ${styles[name]}${className ? ` ${className}` : ''}`} style={style} />;
}
