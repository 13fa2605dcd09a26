import type { Page } from '@playwright/test';

/**
 * The controls of a page a finger can miss (issue 32): every link, button, tab or field whose tap area is smaller than
 * 44×44 CSS px (Apple's and Android's guidance for a phone). The tap area is what the browser hit-tests, so a control
 * drawn smaller with an invisible larger area around it (`styles/tap.module.css`) passes: from its centre, the points
 * 21 px to each side must land on it (clamped to the screen; a neighbouring control there fails it). Links inside a
 * sentence are exempt, as the guidance allows. Returns one line per miss: its size, its name, the points that missed.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SIZE = 44;
    const R = SIZE / 2 - 1;
    const out: string[] = [];
    const sel = 'a[href], button:not([disabled]), [role=button], [role=tab], [role=checkbox], input:not([type=hidden]), select, textarea';
    const inSentence = (el: Element) => {
      const st = getComputedStyle(el);
      const parent = el.parentElement;
      return st.display === 'inline' && !!parent && (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 4;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const st = getComputedStyle(el);
      if (st.visibility === 'hidden' || st.display === 'none' || el.closest('[aria-hidden="true"], [inert]')) continue;
      let r = el.getBoundingClientRect();
      if (!r.width || !r.height || (r.width >= SIZE && r.height >= SIZE) || inSentence(el)) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const clampX = (x: number) => Math.min(window.innerWidth - 1, Math.max(0, x));
      const clampY = (y: number) => Math.min(window.innerHeight - 1, Math.max(0, y));
      const points: [string, number, number][] = [
        ['centre', cx, cy],
        ['left', cx - R, cy],
        ['right', cx + R, cy],
        ['top', cx, cy - R],
        ['bottom', cx, cy + R],
      ];
      const missed = points
        .filter(([, x, y]) => {
          const hit = document.elementFromPoint(clampX(x), clampY(y));
          return !hit || !(hit === el || el.contains(hit));
        })
        .map(([name]) => name);
      if (missed.length) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 30);
        out.push(`${Math.round(r.width)}×${Math.round(r.height)} ${el.tagName.toLowerCase()} "${name}" missed at ${missed.join(', ')}`);
      }
    }
    window.scrollTo(0, 0);
    return out;
  });
}
