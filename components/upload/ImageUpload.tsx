import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { errorText } from '@/lib/pageLoader';
import { MAX_UPLOAD_BYTES } from '@/lib/contract/upload/enums';
import styles from './upload.module.css';

type Props = {
  /** Sends one file; resolves with its stored URL. The server decides what it accepts (images only). */
  upload: (file: File) => Promise<{ url: string }>;
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  /** Largest file in MB, checked before sending (the server checks again). */
  maxMb?: number;
  tooBigText?: string;
  label?: string;
  tip?: string;
};

/**
 * Pictures uploaded one by one as soon as they are picked; the form only keeps the URLs. A refused file
 * (too big, not an image) is dropped with the server's message.
 */
export function ImageUpload({ upload, value, onChange, max, maxMb = MAX_UPLOAD_BYTES / 1024 / 1024, tooBigText = `图片不能超过${maxMb}M`, label = '上传凭证', tip }: Props) {
  const [items, setItems] = useState<ImageUploadItem[]>(() => value.map((url) => ({ url })));
  const change = (next: ImageUploadItem[]) => {
    setItems(next);
    onChange(next.map((i) => i.url).filter(Boolean));
  };
  const wrap = useRef<HTMLDivElement>(null);
  // antd-mobile draws each picked picture as an <img> without alt and offers no prop for it: name them in order.
  useEffect(() => {
    const root = wrap.current;
    if (!root) return;
    const name = () =>
      root.querySelectorAll<HTMLImageElement>('.adm-image-uploader-cell img').forEach((img, i) => {
        const alt = `已选图片${i + 1}`;
        if (img.getAttribute('alt') !== alt) img.setAttribute('alt', alt);
      });
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.wrap} ref={wrap}>
      <ImageUploader
        value={items}
        onChange={change}
        maxCount={max}
        accept="image/*"
        multiple
        beforeUpload={(file) => {
          if (file.size > maxMb * 1024 * 1024) {
            toast.warning(tooBigText);
            return null;
          }
          return file;
        }}
        upload={async (file) => {
          try {
            const { url } = await upload(file);
            return { url };
          } catch (e) {
            toast.error(errorText(e, '上传失败'));
            throw e;
          }
        }}
        // A failed upload must not linger as a red tile that the form would ignore.
        onUploadQueueChange={(tasks) => {
          if (tasks.some((t) => t.status === 'fail')) setTimeout(() => setItems((cur) => cur.filter((i) => i.url)), 0);
        }}
        showFailed={false}
      >
        <div className={styles.add} aria-label={label} role="button">
          <span className={styles.plus}>+</span>
          <span>{label}</span>
          <span className={styles.max}>(最多{max}张)</span>
        </div>
      </ImageUploader>
      {tip ? <p className={styles.tip}>{tip}</p> : null}
    </div>
  );
}
