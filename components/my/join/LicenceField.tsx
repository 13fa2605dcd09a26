import { useState } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/lib/contract/upload/enums';
import { uploadImage } from '@/services/upload';
import styles from './form.module.css';

type Props = { label: string; hint: string; value: string; onChange: (url: string) => void };

/** 营业执照 / 资质证明: one image through the upload module; the server claims it for the application. */
export function LicenceField({ label, hint, value, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.warning(UPLOAD_MESSAGES.notImage);
    if (file.size > MAX_UPLOAD_BYTES) return void toast.warning(UPLOAD_MESSAGES.tooLarge);
    setBusy(true);
    try {
      const up = await uploadImage(file, 'other', file.name);
      onChange(up.url);
    } catch (err) {
      toast.warning(errorText(err, '上传失败，请重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.block}>
      <p className={styles.req}>{label}</p>
      <div className={styles.uploadRow}>
        <label className={styles.upload} aria-busy={busy}>
          {value ? <img src={value} alt={`已上传的${label}`} /> : <span>{busy ? '上传中…' : `+ 上传${label}`}</span>}
          <input type="file" accept="image/*" aria-label={value ? `重新上传${label}` : `上传${label}`} disabled={busy} onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
        {value ? (
          <button type="button" className={styles.sms} onClick={() => setViewing(true)}>
            查看大图
          </button>
        ) : null}
      </div>
      <p className={styles.hint}>{hint}</p>
      <ImageViewer image={value} visible={viewing} onClose={() => setViewing(false)} />
    </div>
  );
}
