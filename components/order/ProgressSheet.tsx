import { useEffect, useState } from 'react';
import { ProgressBar } from 'antd-mobile';
import { SpinLoading } from '@/components/common/SpinLoading';
import { Popup } from '@/components/common/lazyAntd';
import { LazyImage } from '@/components/common/LazyImage';
import type { ServiceNode } from '@/lib/contract/order/api';
import { getOrderNtsTrackInfo, getOrderTrackList } from '@/services/order';
import { NodeTimeline } from './NodeTimeline';
import styles from './order.module.css';

type Info = Awaited<ReturnType<typeof getOrderNtsTrackInfo>>;

export function progressPill(info: Pick<Info, 'state' | 'day'>): string {
  if (info.state === 0) return '暂未开始办理';
  if (info.state === 2) return '已完成办理';
  if (info.state === 3) return '已超期，请联系规划师咨询';
  return `预计${info.day}天办理完成`;
}

/** 办理进度 overlay (inventory §2a): the order's progress bar and its service nodes. */
export function ProgressSheet({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  return (
    <Popup visible={!!orderId} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      {orderId ? <ProgressBody key={orderId} orderId={orderId} onClose={onClose} /> : null}
    </Popup>
  );
}

function ProgressBody({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const [info, setInfo] = useState<Info | null>(null);
  const [nodes, setNodes] = useState<ServiceNode[] | null>(null);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    let live = true;
    Promise.all([getOrderNtsTrackInfo(orderId), getOrderTrackList(orderId)]).then(
      ([i, n]) => {
        if (!live) return;
        setInfo(i);
        setNodes(n);
      },
      (e: unknown) => live && setFailed(e instanceof Error && e.message ? e.message : '暂无数据'),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  return (
    <section className={styles.sheet} aria-label="办理进度">
        <h2 className={styles.sheetTitle}>
          办理进度
          <button type="button" className={styles.sheetClose} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </h2>
        {failed ? (
          <p className={styles.center}>{failed}</p>
        ) : !info || !nodes ? (
          <p className={styles.center} role="status">
            <SpinLoading color="primary" /> 正在加载...
          </p>
        ) : (
          <>
            <div className={styles.sku}>
              <LazyImage src={info.indexImg} alt={info.productName} width={56} height={56} fallback="goods" className={styles.skuImg} />
              <div className={styles.skuBody}>
                <p className={styles.skuName}>{info.productName}</p>
                <span className={styles.pill}>{progressPill(info)}</span>
                <ProgressBar percent={info.percent} text={`${info.percent}%`} style={{ '--track-width': '0.12rem' }} />
              </div>
            </div>
            <NodeTimeline nodes={nodes} />
          </>
        )}
    </section>
  );
}
