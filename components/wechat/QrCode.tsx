import { useEffect, useState } from 'react';
import styles from './handoff.module.css';

/** A QR code of `text` drawn as SVG in the browser (the `qrcode` package, loaded only when a code is shown). */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) => QR.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, width: size }))
      .then(
        (s) => live && setSvg(s),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [text, size]);
  if (failed) return <p className={styles.hint}>二维码生成失败，请复制链接后在手机上打开</p>;
  return (
    <figure className={styles.qr} style={{ width: size, height: size }}>
      {svg ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={size} height={size} /> : <span className={styles.hint}>二维码生成中…</span>}
    </figure>
  );
}
