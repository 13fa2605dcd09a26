import Link from 'next/link';
import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { CheckCircleFill, RightOutline } from 'antd-mobile-icons';
import type { GoodsDetail } from '@/services/goods';
import styles from './detail.module.css';

type Props = { goods: GoodsDetail; showCycle?: boolean };

/** 保障 / 服务 / 服务周期 rows (inventory §7.1 block 5, §7.2 internet). */
export function InfoRows({ goods, showCycle }: Props) {
  const [itemsOpen, setItemsOpen] = useState(false);
  const guarantees = goods.guaranteeTags.slice(0, 3);
  const subs = goods.subGoods;
  const itemCount = goods.serviceItems.length || subs.reduce((n, s) => n + s.serviceItems.length, 0);
  const cycle = showCycle ? goods.refConfig.handleCycleNumber : null;
  // Buying for a company: the boss approves the purchase first (/bossAudit), for goods that can be ordered.
  const audit = goods.onSale && goods.priceFen > 0;
  if (!guarantees.length && !itemCount && !cycle && !audit) return null;

  return (
    <section className={styles.rows} aria-label="服务保障">
      {guarantees.length ? (
        <Link href="/detail/commonPage/assure" className={styles.row}>
          <span className={styles.rowLabel}>保障</span>
          <span className={styles.rowValue}>
            {guarantees.map((g) => (
              <span key={g} className={styles.guarantee}>
                <CheckCircleFill aria-hidden /> {g}
              </span>
            ))}
          </span>
          <RightOutline aria-hidden className={styles.rowArrow} />
        </Link>
      ) : null}
      {itemCount ? (
        <button type="button" className={styles.row} onClick={() => setItemsOpen(true)}>
          <span className={styles.rowLabel}>服务</span>
          <span className={styles.rowValue}>{subs.length === 1 || !subs.length ? `平台提供优质服务，共 ${itemCount} 项服务内容` : `${subs[0].name}，${subs[0].detailsName}等 ${subs.length} 项`}</span>
          <RightOutline aria-hidden className={styles.rowArrow} />
        </button>
      ) : null}
      {cycle ? (
        <div className={styles.row}>
          <span className={styles.rowLabel}>服务周期</span>
          <span className={styles.rowValue}>{cycle} 天</span>
        </div>
      ) : null}
      {audit ? (
        <Link href={`/bossAudit?productId=${encodeURIComponent(goods.id)}`} className={styles.row}>
          <span className={styles.rowLabel}>审批</span>
          <span className={styles.rowValue}>替公司采购？发给老板审批后再下单</span>
          <RightOutline aria-hidden className={styles.rowArrow} />
        </Link>
      ) : null}
      <Popup visible={itemsOpen} onMaskClick={() => setItemsOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <div role="dialog" aria-label="服务项目">
          <div className={styles.sheetHead}>
            <h2>服务项目</h2>
            <button type="button" onClick={() => setItemsOpen(false)}>
              完成
            </button>
          </div>
          <div className={styles.sheetBody}>
            {subs.length
              ? subs.map((s) => (
                  <div key={`${s.name}-${s.detailsName}`} className={styles.subGoods}>
                    <p className={styles.subName}>
                      {s.name}
                      {s.detailsName ? <span>{s.detailsName}</span> : null}
                    </p>
                    <ServiceItemList items={s.serviceItems} />
                  </div>
                ))
              : null}
            {!subs.length ? <ServiceItemList items={goods.serviceItems} /> : null}
          </div>
        </div>
      </Popup>
    </section>
  );
}

export function ServiceItemList({ items }: { items: { name: string; description: string }[] }) {
  return (
    <ol className={styles.itemList}>
      {items.map((it, i) => (
        <li key={`${i}-${it.name}`}>
          <span className={styles.itemNo}>{i + 1}</span>
          <div>
            <p className={styles.itemName}>{it.name}</p>
            {it.description ? <p className={styles.itemDesc}>{it.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
