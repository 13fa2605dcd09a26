import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import type { CategoryGroup } from '@/services/category';
import type { AdItem } from '@/services/home';
import { LazyImage } from '@/components/common/LazyImage';
import { BannerCarousel } from '@/components/home/BannerCarousel';
import styles from './category.module.css';

const sectionId = (code: string) => `cat-${code}`;
const TONES = 6;
/** A category without its own icon gets a tile with the telling end of its name (公司注册 -> 注册). */
const glyph = (name: string) => (name.length > 2 ? name.slice(-2) : name);

/**
 * Two panes: first levels on the left, every group's chips on the right. Scrolling the right pane highlights its
 * group on the left; tapping the left scrolls the right pane to the group.
 */
export function CategoryTree({ groups, ads }: { groups: CategoryGroup[]; ads: AdItem[] }) {
  const [active, setActive] = useState(groups[0]?.code ?? '');
  const right = useRef<HTMLDivElement>(null);
  const left = useRef<HTMLUListElement>(null);
  const jumping = useRef(false);

  useEffect(() => {
    const pane = right.current;
    if (!pane) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (jumping.current) return;
        const top = pane.getBoundingClientRect().top;
        let current = groups[0]?.code ?? '';
        for (const g of groups) {
          const el = document.getElementById(sectionId(g.code));
          if (el && el.getBoundingClientRect().top - top <= 24) current = g.code;
        }
        // At the very bottom the last groups may be too short to reach the top.
        if (pane.scrollTop + pane.clientHeight >= pane.scrollHeight - 2) current = groups[groups.length - 1]?.code ?? current;
        setActive(current);
      });
    };
    pane.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      pane.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [groups]);

  useEffect(() => {
    left.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const jump = (code: string) => {
    const pane = right.current;
    const el = document.getElementById(sectionId(code));
    if (!pane || !el) return;
    setActive(code);
    jumping.current = true;
    pane.scrollTo({ top: el.offsetTop, behavior: 'smooth' });
    window.setTimeout(() => {
      jumping.current = false;
    }, 600);
  };

  return (
    <div className={styles.panes}>
      <ul ref={left} className={styles.left} aria-label="一级分类">
        {groups.map((g) => (
          <li key={g.code}>
            <button type="button" aria-current={g.code === active} className={g.code === active ? styles.leftOn : styles.leftItem} onClick={() => jump(g.code)}>
              {g.name}
            </button>
          </li>
        ))}
      </ul>
      <div ref={right} className={styles.right}>
        {ads.length ? (
          <div className={styles.ad}>
            <BannerCarousel ads={ads} width={265} height={96} label="分类推荐" />
          </div>
        ) : null}
        {groups.map((g, gi) => (
          <section key={g.code} id={sectionId(g.code)} className={styles.section} aria-labelledby={`${sectionId(g.code)}-t`}>
            <div className={styles.sectionHead}>
              <h2 id={`${sectionId(g.code)}-t`}>{g.name}</h2>
              {g.kind === 'service' ? (
                <Link href={`/category/service?code=${encodeURIComponent(g.code)}`} className={styles.all}>
                  全部服务
                  <RightOutline aria-hidden />
                </Link>
              ) : null}
            </div>
            <ul className={styles.grid}>
              {g.children.map((c) => (
                <li key={c.code}>
                  <Link href={c.href} className={styles.chip}>
                    {c.icon ? (
                      <LazyImage src={c.icon} alt="" width={44} height={44} mode="pad" className={styles.icon} />
                    ) : (
                      <span className={styles.glyph} data-tone={gi % TONES} aria-hidden>
                        {glyph(c.name)}
                      </span>
                    )}
                    <span className={styles.chipName}>{c.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
