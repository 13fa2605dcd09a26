import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { createSharePay, type SharePayLink } from '@/services/pay';
import type { CustomerOrder } from '@/lib/contract/order/api';
import { orderTime } from './orderRules';
import styles from './order.module.css';

const errText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/** Copies text; false when the browser refuses (the link stays on screen, selectable). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 分享给他人支付: the button of an unpaid order. Creates a share link for the batches due now, copies it and shows it
 * (with its expiry) so the customer can send it to whoever pays.
 */
export function SharePayButton({ order }: { order: CustomerOrder }) {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<(SharePayLink & { full: string }) | null>(null);

  const share = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const r = await createSharePay(order.cusOrderId, order.thisTimeBatchIds);
      const full = `${window.location.origin}${r.shareUrl}`;
      setLink({ ...r, full });
      if (await copyText(full)) toast.success('支付链接已复制，发给好友即可代付');
    } catch (e) {
      toast.error(errText(e, '生成支付链接失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.ghostBtn} disabled={busy} onClick={() => void share()}>
        {busy ? '生成中…' : '分享给他人支付'}
      </button>
      <Popup visible={!!link} onMaskClick={() => setLink(null)} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
        {link ? (
          <section className={styles.sheet} aria-label="分享给他人支付">
            <h2 className={styles.sheetTitle}>分享给他人支付</h2>
            <p className={styles.sheetText}>
              好友打开链接即可为本订单支付 {fenToYuan(link.amountFen)} 元，无需登录。链接在 {orderTime(link.expireAt)} 前有效，订单支付后自动失效。
            </p>
            <p className={styles.sheetText} style={{ wordBreak: 'break-all', userSelect: 'all' }} data-testid="share-url">
              {link.full}
            </p>
            <div className={styles.sheetFoot}>
              <button type="button" className={`${styles.ghostBtn} ${styles.bigBtn}`} onClick={() => setLink(null)}>
                关闭
              </button>
              <button
                type="button"
                className={`${styles.primaryBtn} ${styles.bigBtn}`}
                onClick={async () => {
                  if (await copyText(link.full)) toast.success('复制成功');
                  else toast.show({ message: '请长按链接手动复制' });
                }}
              >
                复制链接
              </button>
            </div>
          </section>
        ) : null}
      </Popup>
    </>
  );
}
