import { IntentLink } from '@/components/common/IntentLink';
import type { HomeAd } from './homeView';
import { LazyImage } from '@/components/common/LazyImage';
import { AdLink } from './AdLink';
import { MARKETING_LINKS, knownTile, subsidyImageWidth } from './homeBlocks';
import styles from './HomeTiles.module.css';

/**
 * The four marketing tiles (inventory catalog.md §1.4): 资产交易, 企服必懂 (ad100032 may override it), 帮找服务 and
 * 政策补贴 (its pictures are the subsidy ads). Fixed content, server-rendered, no script of its own.
 */
export function MarketingTiles({ id, knownAds, subsidyAds }: { id?: string; knownAds: HomeAd[]; subsidyAds: HomeAd[] }) {
  const known = knownTile(knownAds);
  const width = subsidyImageWidth(subsidyAds.length);
  return (
    <section id={id} className={styles.tiles} aria-label="特色服务">
      <div className={`${styles.tile} ${styles.tileTrade}`}>
        <h3 className={styles.tileTitle}>资产交易</h3>
        <p className={styles.tileSlogan}>快速转让</p>
        <p className={styles.tileText}>公司/商标/专利/网店/新媒</p>
        <IntentLink href={MARKETING_LINKS.trade} className={styles.tileButton}>
          我要转让
        </IntentLink>
      </div>
      <AdLink href={known.href} external={known.external} className={`${styles.tile} ${styles.tileKnown}`}>
        <h3 className={styles.tileTitle}>{known.title}</h3>
        <p className={styles.tileSlogan}>{known.slogan}</p>
        <LazyImage src={known.image} alt="" width={150} height={60} mode="pad" className={styles.tileImage} />
      </AdLink>
      <div className={`${styles.tile} ${styles.tileDemand}`}>
        <h3 className={styles.tileTitle}>帮找服务</h3>
        <p className={styles.tileSlogan}>一键发需求</p>
        <p className={styles.tileText}>
          全国规划师为您服务 <span className={styles.tileTag}>精选规划师</span>
        </p>
        <IntentLink href={MARKETING_LINKS.demand} className={styles.tileButton}>
          立即咨询
        </IntentLink>
      </div>
      <div className={`${styles.tile} ${styles.tileSubsidy}`}>
        <IntentLink href={MARKETING_LINKS.subsidy} className={styles.tileHead}>
          <h3 className={styles.tileTitle}>政策补贴</h3>
          <p className={styles.tileSlogan}>企业补贴免费测算工具</p>
        </IntentLink>
        {subsidyAds.length ? (
          <div className={styles.tilePics}>
            {subsidyAds.slice(0, 2).map((ad) => (
              <span key={ad.id} style={{ width }} className={styles.tilePic}>
                <AdLink href={ad.href} external={ad.external} label={ad.materialName || '政策补贴'}>
                  <LazyImage src={ad.materialUrl} alt="" width={70} height={48} className={styles.tileImage} />
                </AdLink>
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
