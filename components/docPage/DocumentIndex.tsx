import Link from 'next/link';
import type { LibraryDocument } from '@/services/doclib';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import styles from './documentIndex.module.css';

/** /docPage/page opened without a document: the library's guides to choose from. */
export function DocumentIndex({ documents }: { documents: LibraryDocument[] }) {
  return (
    <>
      <HeaderBar title="办事指南" />
      {documents.length ? (
        <section className={styles.box} aria-labelledby="doc-index-title">
          <h2 id="doc-index-title" className={styles.heading}>
            办事指南
          </h2>
          <p className={styles.intro}>链接中没有指定文档。以下是平台整理的办事指南，点开即可阅读，也可转发或发送到邮箱。</p>
          <ul className={styles.list}>
            {documents.map((d) => (
              <li key={d.documentId}>
                <Link className={styles.item} href={`/docPage/page?documentId=${encodeURIComponent(d.documentId)}`}>
                  <strong>{d.title}</strong>
                  {d.summary ? <span>{d.summary}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Empty text="暂无文档" hint="平台还没有发布办事指南">
          <Link href="/" className="button-primary">
            返回首页
          </Link>
        </Empty>
      )}
    </>
  );
}
