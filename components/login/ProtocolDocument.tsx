import { useEffect } from 'react';
import { LoadError } from '@/components/common/Empty';
import { toast } from '@/lib/toast';
import styles from './ProtocolDocument.module.css';

type Props = {
  /** Already sanitised (lib/sanitize) HTML of the document. */
  html: string | null;
  error: string | null;
};

/** A CMS document (user agreement, privacy policy...). The HTML went through the allow-list sanitizer on the server. */
export function ProtocolDocument({ html, error }: Props) {
  useEffect(() => {
    if (error) toast.warning(error);
  }, [error]);

  if (error || !html) return <LoadError text={error || '获取协议失败'} />;
  return <article className={styles.doc} dangerouslySetInnerHTML={{ __html: html }} />;
}
