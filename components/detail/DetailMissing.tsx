import Link from 'next/link';
import { useRouter } from 'next/router';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { StatePicture } from '@/components/common/Empty';
import styles from './detail.module.css';

/** The clear state of a goods that does not exist (any more), or of a detail that could not be loaded. */
export function DetailMissing({ error, path }: { error: 'notFound' | 'failed'; path: string }) {
  const router = useRouter();
  const notFound = error === 'notFound';
  return (
    <>
      <Seo title={notFound ? '商品不存在 - 薯片企服' : '商品详情 - 薯片企服'} description="该商品不存在或已下架。" path={path} noindex />
      <HeaderBar title="商品详情" fixed />
      <section className={styles.missing} role="alert">
        <StatePicture kind={notFound ? 'empty' : 'error'} />
        <h1>{notFound ? '商品不存在或已下架' : '商品详情加载失败'}</h1>
        <p>{notFound ? '您访问的商品可能已被下架或链接有误，去看看其他服务吧' : '网络开小差了，请稍后重试'}</p>
        <div className={styles.missingActions}>
          {notFound ? null : (
            <button type="button" className={styles.missingRetry} onClick={() => void router.replace(router.asPath)}>
              重新加载
            </button>
          )}
          <Link href="/category" className={styles.missingLink}>
            全部服务
          </Link>
          <Link href="/" className={styles.missingLink}>
            返回首页
          </Link>
        </div>
      </section>
    </>
  );
}
