import { SpinLoading } from '@/components/common/SpinLoading';
import { ImageViewer } from '@/components/common/lazyAntd';
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

/** One tile: an uploaded picture (url) or one being sent (a local preview of the picked file). */
type Tile = { key: string; url?: string; preview?: string };

let seq = 0;

/**
 * Pictures uploaded one by one as soon as they are picked; the form only keeps the URLs. A refused file (too big,
 * not an image, refused by the server) is dropped with the message. The tiles are ours rather than antd-mobile's
 * ImageUploader, whose pictures have no alt text and no prop to give them one: each picture here is named from the
 * moment it appears (已选图片 N), also while it is still being sent.
 */
export function ImageUpload({ upload, value, onChange, max, maxMb = MAX_UPLOAD_BYTES / 1024 / 1024, tooBigText = `图片不能超过${maxMb}M`, label = '上传凭证', tip }: Props) {
  const [tiles, setTiles] = useState<Tile[]>(() => value.map((url) => ({ key: `v${seq++}`, url })));
  const [viewing, setViewing] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Local previews are released when their tile goes (uploaded, dropped or unmounted).
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((p) => URL.revokeObjectURL(p)), []);
  const release = (t: Tile) => {
    if (t.preview && previews.current.delete(t.preview)) URL.revokeObjectURL(t.preview);
  };

  // The form hears of the uploaded URLs whenever they change (a picture done, removed or dropped).
  const reported = useRef(value.join('\n'));
  useEffect(() => {
    const urls = tiles.filter((t) => t.url).map((t) => t.url!);
    if (urls.join('\n') === reported.current) return;
    reported.current = urls.join('\n');
    onChangeRef.current(urls);
  }, [tiles]);
  const commit = setTiles;

  const send = async (tile: Tile, file: File) => {
    try {
      const { url } = await upload(file);
      commit((cur) => cur.map((t) => (t.key === tile.key ? { key: t.key, url } : t)));
    } catch (e) {
      toast.error(errorText(e, '上传失败'));
      commit((cur) => cur.filter((t) => t.key !== tile.key));
    } finally {
      release(tile);
    }
  };

  const picked = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    const room = max - tiles.length;
    if (list.length > room) toast.warning(`最多${max}张`);
    const accepted: { tile: Tile; file: File }[] = [];
    for (const file of list.slice(0, Math.max(0, room))) {
      if (file.size > maxMb * 1024 * 1024) {
        toast.warning(tooBigText);
        continue;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      accepted.push({ tile: { key: `p${seq++}`, preview }, file });
    }
    if (!accepted.length) return;
    setTiles((cur) => [...cur, ...accepted.map((a) => a.tile)]);
    for (const a of accepted) void send(a.tile, a.file);
  };

  const uploaded = tiles.filter((t) => t.url).map((t) => t.url!);
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid}>
        {tiles.map((t, i) => (
          <li key={t.key} className={styles.cell}>
            {t.url ? (
              <button type="button" className={styles.view} onClick={() => setViewing(uploaded.indexOf(t.url!))} aria-label={`查看图片${i + 1}`}>
                <img src={t.url} alt={`已选图片${i + 1}`} />
              </button>
            ) : (
              <>
                <img src={t.preview} alt={`已选图片${i + 1}（上传中）`} />
                <span className={styles.mask} role="status">
                  <SpinLoading color="white" style={{ '--size': '20px' }} />
                  上传中
                </span>
              </>
            )}
            {t.url ? (
              <button type="button" className={styles.remove} aria-label={`删除图片${i + 1}`} onClick={() => commit((cur) => cur.filter((x) => x.key !== t.key))}>
                ×
              </button>
            ) : null}
          </li>
        ))}
        {tiles.length < max ? (
          <li className={styles.cell}>
            <label className={styles.add}>
              <span className={styles.plus} aria-hidden="true">+</span>
              <span>{label}</span>
              <span className={styles.max}>(最多{max}张)</span>
              <input ref={input} className={styles.input} type="file" accept="image/*" multiple aria-label={label} onChange={(e) => picked(e.target.files)} />
            </label>
          </li>
        ) : null}
      </ul>
      {tip ? <p className={styles.tip}>{tip}</p> : null}
      <ImageViewer.Multi images={uploaded} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </div>
  );
}
