import Link from 'next/link';
import type { AfterSale } from '@/lib/contract/aftersale/api';
import { AFTER_SALE_STATUS, AFTER_SALE_TAG } from '@/lib/contract/aftersale/enums';
import { afterSaleTypeBadge } from './afterSaleText';
import ui from '@/components/my/ui.module.css';
import styles from './aftersale.module.css';

const q = (s: AfterSale) => `id=${encodeURIComponent(s.id)}&orderId=${encodeURIComponent(s.orderId)}&orderNo=${encodeURIComponent(s.orderNo)}`;

/** A sheet in 退款/售后 (inventory my §4 list card). */
export function AfterSaleCard({ sheet }: { sheet: AfterSale }) {
  const badge = afterSaleTypeBadge(sheet.afterSaleFactType);
  const done = sheet.afterSaleStatus === AFTER_SALE_STATUS.DONE;
  const showAmount = sheet.afterSaleSubStatusNo === AFTER_SALE_TAG.SHOW_AMOUNT || sheet.afterSaleSubStatusNo === AFTER_SALE_TAG.PLATFORM_REJECTED || done;
  return (
    <article className={ui.card} aria-label={`售后单${sheet.afterSaleNo}`}>
      <div className={ui.cardHead}>
        <span>
          售后单：{sheet.afterSaleNo}
          <span className={badge.text === '退' ? styles.badge : styles.badgeBlue} title={badge.name}>
            {badge.text}
          </span>
        </span>
      </div>
      {sheet.skuList.map((k, i) => (
        <Link key={i} href={`/my/afterSale/detail?${q(sheet)}`} className={ui.sku}>
          {k.filepath ? <img src={k.filepath} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
          <div className={ui.skuBody}>
            <p className={ui.skuName}>{k.spuName}</p>
            {k.skuExtInfo ? <p className={ui.muted}>{k.skuExtInfo}</p> : null}
            <p>
              单价 {k.skuPriceYuan}，数量 {k.skuNum}
            </p>
            {showAmount && k.afterSaleMoneyFen > 0 ? <p className={ui.money}>退款金额 {k.afterSaleMoneyYuan}元</p> : null}
          </div>
        </Link>
      ))}
      <div className={styles.status}>
        <p className={styles.statusTitle}>{sheet.statusTitle}</p>
        <p className={ui.muted}>{sheet.statusDesc}</p>
      </div>
      <div className={ui.actions}>
        {done && sheet.refundSheetId ? (
          <Link className={ui.btn} href={`/my/afterSale/refundDetails?id=${encodeURIComponent(sheet.refundSheetId)}`} role="button">
            退款详情
          </Link>
        ) : null}
        <Link className={ui.btnPrimary} href={`/my/afterSale/detail?${q(sheet)}`} role="button">
          售后详情
        </Link>
      </div>
    </article>
  );
}
