import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import type { ArticleCard } from '@/services/article';
import { FoundCard } from './FoundCard';
import { useReadIds } from './readIds';
import styles from './found.module.css';

/** /found/detail without an article id (a cut-off link): says so and offers the newest articles instead. */
export function FoundMissing({ latest }: { latest: ArticleCard[] }) {
  const read = useReadIds();
  return (
    <>
      <Seo title="资讯详情_发现-薯片企服" description="链接中缺少资讯信息，看看薯片发现的最新资讯。" path="/found/detail" noindex />
      <HeaderBar title="资讯详情" fixed />
      <section className={styles.missing} aria-labelledby="found-missing">
        <h1 id="found-missing">链接不完整，找不到这篇资讯</h1>
        <p>链接中缺少资讯信息，可能复制时被截断了。看看最新的资讯吧。</p>
        <Link href="/found" className={styles.missingLink}>
          去发现看全部资讯
        </Link>
      </section>
      {latest.length ? (
        <section className={styles.related} aria-labelledby="found-latest">
          <h2 id="found-latest">最新资讯</h2>
          <ul>
            {latest.map((a, i) => (
              <li key={a.id}>
                <FoundCard article={a} index={i + 1} read={read.has(a.id)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
