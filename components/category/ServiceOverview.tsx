import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import type { GoodsCard as GoodsCardData } from '@/services/goods';
import type { PlannerListItem } from '@/services/planner';
import { Avatar } from '@/components/common/Avatar';
import { LazyImage } from '@/components/common/LazyImage';
import { GoodsCard } from '@/components/list/GoodsCard';
import styles from './service.module.css';
import { pointText } from '@/lib/format';

export type OverviewSection = {
  code: string;
  name: string;
  href: string;
  total: number;
  goods: GoodsCardData[];
  /** Third levels, each opening the list filtered to it. */
  children: { code: string; name: string; href: string }[];
};

export type OverviewData = {
  code: string;
  name: string;
  icon: string | null;
  description: string;
  sections: OverviewSection[];
  planners: PlannerListItem[];
  allHref: string;
};

const anchor = (code: string) => `sec-${code}`;

/** A first-level category at a glance: its second levels, each with its third levels and best goods, and its planners. */
export function ServiceOverview({ data }: { data: OverviewData }) {
  const total = data.sections.reduce((n, s) => n + s.total, 0);
  const shown = data.sections.filter((s) => s.total > 0 || s.children.length);
  return (
    <>
      <section className={styles.hero}>
        <LazyImage src={data.icon} alt="" width={56} height={56} mode="pad" fallback="goods" priority className={styles.heroIcon} />
        <div className={styles.heroText}>
          <h2>{data.name}</h2>
          <p>{data.description}</p>
          <Link href={data.allHref} className={styles.heroAll}>
            全部 {total} 项服务
            <RightOutline aria-hidden />
          </Link>
        </div>
      </section>
      {shown.length > 1 ? (
        <nav className={styles.jump} aria-label="服务类别">
          {shown.map((s) => (
            <a key={s.code} href={`#${anchor(s.code)}`} className={styles.jumpChip}>
              {s.name}
            </a>
          ))}
        </nav>
      ) : null}
      {shown.map((s) => (
        <section key={s.code} id={anchor(s.code)} className={styles.section} aria-labelledby={`${anchor(s.code)}-t`}>
          <div className={styles.sectionHead}>
            <h2 id={`${anchor(s.code)}-t`}>{s.name}</h2>
            <Link href={s.href} className={styles.more}>
              查看全部{s.total ? ` ${s.total} 项` : ''}
              <RightOutline aria-hidden />
            </Link>
          </div>
          {s.children.length ? (
            <div className={styles.subs}>
              {s.children.map((c) => (
                <Link key={c.code} href={c.href} className={styles.sub}>
                  {c.name}
                </Link>
              ))}
            </div>
          ) : null}
          {s.goods.map((g) => (
            <GoodsCard key={g.id} goods={g} />
          ))}
        </section>
      ))}
      {data.planners.length ? (
        <section className={styles.section} aria-labelledby="sec-planners">
          <div className={styles.sectionHead}>
            <h2 id="sec-planners">{data.name}规划师</h2>
            <Link href={`/planner/list?firstTypeCode=${encodeURIComponent(data.code)}`} className={styles.more}>
              更多规划师
              <RightOutline aria-hidden />
            </Link>
          </div>
          <ul className={styles.planners}>
            {data.planners.map((p) => (
              <li key={p.mchUserId}>
                <Link href={`/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}&requireCode=${encodeURIComponent(data.code)}&requireName=${encodeURIComponent(data.name)}`} className={styles.planner}>
                  <Avatar src={p.avatar} size="0.88rem" alt={p.name} />
                  <span className={styles.plannerText}>
                    <strong>{p.name}</strong>
                    <small>{p.postName || '规划师'}</small>
                    <small>
                      薯片分 {pointText(p.point)}
                      {p.goodReputation ? ` · 好评率 ${p.goodReputation}` : ''}
                    </small>
                  </span>
                  <RightOutline aria-hidden className={styles.plannerArrow} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
