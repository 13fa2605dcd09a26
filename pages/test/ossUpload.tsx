import Head from 'next/head';
import { useState, type ChangeEvent } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import { errorText } from '@/lib/pageLoader';
import { diagOssUpload, type TestUpload } from '@/services/diag';
import { diagPage, type DiagProps } from '@/services/loaders/diag';
import styles from '@/components/diag/diag.module.css';

export const getServerSideProps = diagPage;

/** /test/ossUpload — uploads one image through the upload module and shows where it was stored. */
export default function OssUploadPage({ appEnv }: DiagProps) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<TestUpload | null>(null);
  const [error, setError] = useState('');
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      setDone(await diagOssUpload(file));
    } catch (err) {
      setError(errorText(err, '上传失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Head>
        <title key="title">上传测试</title>
        <meta name="robots" content="noindex" />
      </Head>
      <HeaderBar title="上传测试" />
      <div className={styles.box}>
        <p className={styles.note}>运行环境 {appEnv}。选择一张图片（JPG、PNG、GIF、WebP，不超过 5MB），经上传服务存储后显示存储地址。</p>
        <label className={styles.row}>
          <span>{busy ? '上传中…' : '选择图片'}</span>
          <input type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={pick} disabled={busy} aria-label="选择图片" />
        </label>
        {error ? <p className={styles.error} role="alert">{error}</p> : null}
        {done ? (
          <div className={styles.result} role="status">
            <p>
              存储地址：<a href={done.url}>{done.url}</a>
            </p>
            <p>
              {done.mime}，{done.size} 字节
            </p>
            <img src={done.url} alt="已上传的图片" />
          </div>
        ) : null}
      </div>
    </>
  );
}
