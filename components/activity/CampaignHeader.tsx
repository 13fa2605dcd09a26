import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { DownFill, EnvironmentOutline, LeftOutline, SearchOutline } from 'antd-mobile-icons';
import { bridge } from '@/bridge';
import { goBack } from '@/lib/goBack';
import { useAppFlags } from '@/components/common/AppFlags';
import { headerOpacity } from './activityRules';
import styles from './activity.module.css';


function useScrollOpacity() {
  const [opacity, setOpacity] = useState(0);
  useEffect(() => {
    const onScroll = () => setOpacity(headerOpacity(window.scrollY, window.innerWidth * (420 / 750)));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return opacity;
}

type Props = {
  title: string;
  /** navy: the 99特卖 / 补贴 header (search pill, city pin); light: white, title once scrolled. */
  skin?: 'light' | 'navy';
  /** The city pin of the navy header (service campaigns). */
  city?: { name: string; onChoose: () => void } | null;
  right?: ReactNode;
};

/** The transparent header over a campaign's banner: back, then it turns solid as the page scrolls. */
export function CampaignHeader({ title, skin = 'light', city, right }: Props) {
  const router = useRouter();
  const { isInApp, hideH5Nav } = useAppFlags();
  const opacity = useScrollOpacity();
  if (hideH5Nav) return null;
  const solid = opacity > 0.8;
  const back = () => {
    if (isInApp) return void bridge.goBack();
    goBack(router);
  };
  const bg = skin === 'navy' ? `rgba(19, 29, 61, ${opacity})` : `rgba(255, 255, 255, ${opacity})`;
  const dark = skin === 'light' && solid;
  return (
    <header className={`${styles.header} ${dark ? styles.headerLine : ''}`} style={{ background: bg }}>
      <button type="button" aria-label="返回" className={dark ? `${styles.iconBtn} ${styles.iconBtnSolid}` : styles.iconBtn} onClick={back}>
        <LeftOutline />
      </button>
      {skin === 'navy' ? (
        <>
          <Link href="/search" className={styles.searchPill} aria-label="搜索商品">
            <SearchOutline /> 搜索商品
          </Link>
          {city ? (
            <button type="button" className={styles.cityPin} onClick={city.onChoose} aria-label={`选择城市：${city.name}`}>
              <EnvironmentOutline /> {city.name} <DownFill fontSize="0.18rem" />
            </button>
          ) : null}
        </>
      ) : (
        <span className={styles.headerTitle} style={{ opacity: solid ? 1 : 0 }} aria-hidden={!solid}>
          {title}
        </span>
      )}
      {right}
    </header>
  );
}
