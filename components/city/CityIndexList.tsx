import { useCallback, useRef, useState, type TouchEvent } from 'react';
import type { CityGroup, CityItem } from '@/services/city';
import styles from './city.module.css';

export const initialAnchorId = (initial: string) => `city-initial-${initial}`;

/** Bottom edge of the fixed header (0 when the page shows none), so a jump does not hide a title under it. */
function fixedHeaderBottom(): number {
  const header = document.querySelector('header');
  if (!header || getComputedStyle(header).position !== 'fixed') return 0;
  return header.getBoundingClientRect().bottom;
}

export function scrollToInitial(initial: string) {
  const el = document.getElementById(initialAnchorId(initial));
  if (!el) return;
  const top = el.getBoundingClientRect().top + window.scrollY - fixedHeaderBottom();
  window.scrollTo({ top: Math.max(0, top) });
}

type Props = { groups: CityGroup[]; onSelect: (city: CityItem) => void; currentCode?: string };

/** The A–Z city list with its side index; sliding a finger along the index jumps from letter to letter. */
export function CityIndexList({ groups, onSelect, currentCode }: Props) {
  const [active, setActive] = useState('');
  const last = useRef('');
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const jump = useCallback((initial: string) => {
    if (!initial || initial === last.current) return;
    last.current = initial;
    setActive(initial);
    scrollToInitial(initial);
  }, []);

  const release = useCallback(() => {
    last.current = '';
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setActive(''), 400);
  }, []);

  const letterAt = (e: TouchEvent) => {
    const t = e.touches[0];
    if (!t) return '';
    const el = document.elementFromPoint(t.clientX, t.clientY) as HTMLElement | null;
    return el?.dataset?.initial || '';
  };

  return (
    <>
      {groups.map((g) => (
        <section key={g.initial} id={initialAnchorId(g.initial)} aria-label={`${g.initial}开头的城市`}>
          <h3 className={styles.letterTitle}>{g.initial}</h3>
          <ul>
            {g.cities.map((c) => (
              <li key={c.code}>
                <button
                  type="button"
                  className={`${styles.cityCell} ${c.code === currentCode ? styles.cityCellCurrent : ''}`}
                  onClick={() => onSelect(c)}
                >
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <nav
        className={styles.indexBar}
        aria-label="城市首字母索引"
        onTouchStart={(e) => jump(letterAt(e))}
        onTouchMove={(e) => jump(letterAt(e))}
        onTouchEnd={release}
        onTouchCancel={release}
      >
        {groups.map((g) => (
          <button
            key={g.initial}
            type="button"
            data-initial={g.initial}
            className={`${styles.indexLetter} ${active === g.initial ? styles.indexLetterActive : ''}`}
            onClick={() => {
              jump(g.initial);
              release();
            }}
          >
            {g.initial}
          </button>
        ))}
      </nav>
      {active ? (
        <div className={styles.indexBubble} aria-hidden>
          {active}
        </div>
      ) : null}
    </>
  );
}
