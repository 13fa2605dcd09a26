import { useRouter } from 'next/router';
import { LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import styles from './share.module.css';

/** A share page whose content could not be read (the service failed, not a gone content): the reason and 重新加载. */
export function ShareLoadError({ text }: { text: string }) {
  const router = useRouter();
  return (
    <div className={styles.page}>
      <Seo title="加载失败 - 必懂 - 薯片企服" description="内容加载失败，请稍后再试" path={router.asPath.split('?')[0]} noindex />
      <HeaderBar fixed shadow title="必懂" />
      <div className={styles.invalid}>
        <LoadError text={text || '加载失败，请稍后再试'} onRetry={() => void router.replace(router.asPath)} />
      </div>
    </div>
  );
}
