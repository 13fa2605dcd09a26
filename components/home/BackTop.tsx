import { useEffect, useState } from 'react';
import { UpOutline } from 'antd-mobile-icons';
import styles from './home.module.css';

/** 顶部: shows after a screen and a half of scrolling inside the home's scroll area, smooth-scrolls back up. */
export function BackTop() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('[data-scroll-root]');
    const target: HTMLElement | Window = root ?? window;
    const read = () => (root ? root.scrollTop : window.scrollY);
    const onScroll = () => setShow(read() > window.innerHeight * 1.5);
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
  }, []);
  if (!show) return null;
  return (
    <button
      type="button"
      className={styles.backTop}
      aria-label="回到顶部"
      onClick={() => {
        const root = document.querySelector<HTMLElement>('[data-scroll-root]');
        (root ?? window).scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      <UpOutline aria-hidden />
      <span>顶部</span>
    </button>
  );
}
