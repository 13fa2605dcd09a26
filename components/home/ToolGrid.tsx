import type { HomeNav } from './homeView';
import { LazyImage } from '@/components/common/LazyImage';
import { AdLink } from './AdLink';
import card from './home.module.css';
import styles from './HomeTiles.module.css';

/** 企服工具 (FirmServeTool): the tool navigation nav100026 as an icon grid; nothing when it is empty. */
export function ToolGrid({ tools }: { tools: HomeNav[] }) {
  if (!tools.length) return null;
  return (
    <section className={`${card.card} ${card.later}`} aria-labelledby="home-tools">
      <div className={card.cardHead}>
        <h2 id="home-tools" className={card.cardTitle}>
          企服工具
        </h2>
      </div>
      <ul className={styles.tools}>
        {tools.map((t) => (
          <li key={t.id}>
            <AdLink href={t.href} external={t.external} className={styles.tool}>
              <LazyImage src={t.navigationImageUrl} alt="" width={36} height={36} mode="pad" className={styles.toolIcon} />
              <span>{t.name}</span>
            </AdLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
