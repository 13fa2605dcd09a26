import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { getCommonProblems } from '@/services/goods';
import { useClientData } from './useClientData';
import styles from './sections.module.css';

/** 常见问题: two answers of this category's FAQ and the way to all of them (hidden when there is none). */
export function FaqPreview({ groupCode }: { groupCode: string }) {
  const { data, anchor } = useClientData(() => getCommonProblems(groupCode), [groupCode], { whenVisible: true });
  const rows = data?.rows.slice(0, 2) ?? [];
  if (!rows.length) return <div ref={anchor} aria-hidden />;
  return (
    <section className={styles.block} aria-label="常见问题">
      <h2 className={styles.blockTitle}>常见问题</h2>
      <dl className={styles.faq}>
        {rows.map((r) => (
          <div key={r.id}>
            <dt>
              <span className={styles.q}>问</span>
              {r.question}
            </dt>
            <dd>
              <span className={styles.a}>答</span>
              {/* Sanitised by the API (server/modules/goods/faq.ts). */}
              <span dangerouslySetInnerHTML={{ __html: r.answer }} />
            </dd>
          </div>
        ))}
      </dl>
      <Link href={`/detail/commonProblem/${encodeURIComponent(groupCode)}`} className={styles.moreLink}>
        查看更多 <RightOutline aria-hidden />
      </Link>
    </section>
  );
}
