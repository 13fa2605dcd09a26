import { IntentLink } from '@/components/common/IntentLink';
import { Glyph } from '@/components/common/Glyph';
import styles from './home.module.css';

/**
 * Brand row with the city (→ /city/choiceCity) and the search pill (→ /search). The pill sticks to the top of
 * the scroll area; the city rides along inside it once the brand row has scrolled away.
 */
export function HomeHeader({ cityName }: { cityName: string }) {
  const city = cityName || '定位中';
  return (
    <>
      <header className={styles.head}>
        <span className={styles.brand}>
          <img src="/images/logo.svg" alt="" width={28} height={28} loading="lazy" />
          <span>
            <strong>薯片企服</strong>
            <small>企业服务大平台</small>
          </span>
        </span>
        <IntentLink href="/city/choiceCity" className={styles.city} aria-label={`当前城市：${city}，切换城市`}>
          <Glyph name="location" />
          <span>{city}</span>
          <span aria-hidden className={styles.caret} />
        </IntentLink>
      </header>
      <div className={styles.searchSticky}>
        <IntentLink href="/search" className={styles.searchPill}>
          <Glyph name="search" className={styles.searchIcon} />
          <span>搜索您想找的服务</span>
          <span className={styles.searchBtn} aria-hidden>
            搜索
          </span>
        </IntentLink>
        <IntentLink href="/category" className={styles.catLink}>
          <Glyph name="apps" className={styles.catIcon} />
          <span>分类</span>
        </IntentLink>
      </div>
    </>
  );
}
