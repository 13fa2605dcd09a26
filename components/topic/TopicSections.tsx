import type { TopicSection } from '@/services/topic';
import { GoodsCard } from '@/components/list/GoodsCard';
import { Empty } from '@/components/common/Empty';
import styles from './topic.module.css';

/** The goods sections of a topic or a venue, each a heading over its goods cards. */
export function TopicSections({ sections, color }: { sections: TopicSection[]; color: string }) {
  if (!sections.length) return <Empty text="本会场暂无在售商品，去首页看看其他服务吧" />;
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} className={styles.section} aria-labelledby={`sec-${s.id}`}>
          <h2 id={`sec-${s.id}`} className={styles.sectionTitle} style={{ borderColor: color }}>
            {s.title}
          </h2>
          <div className={styles.goods}>
            {s.goods.map((g, i) => (
              <GoodsCard key={g.id} goods={g} eager={i < 2} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
