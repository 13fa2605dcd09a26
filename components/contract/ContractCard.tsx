import Link from 'next/link';
import type { Contract } from '@/lib/contract/contract/api';
import { CONTRACT_STATUS } from '@/lib/contract/contract/enums';
import { chinaDateTime } from '@/lib/chinaTime';
import ui from '@/components/my/ui.module.css';

/** A contract (inventory order §7 and §12.5): number, amount, type, signing time, order, and 签署合同 / 查看合同. */
export function ContractCard({ c, showOrder = true }: { c: Contract; showOrder?: boolean }) {
  const signing = c.status === CONTRACT_STATUS.SIGNING;
  return (
    <article className={ui.card} aria-label={c.contractName}>
      <div className={ui.cardTitle}>
        <span>{c.contractName}</span>
        <span className={c.status === CONTRACT_STATUS.DONE ? ui.tagGreen : signing ? ui.tag : ui.tagGrey}>{c.statusName}</span>
      </div>
      <div className={ui.line}>
        <span>合同编号</span>
        <span>{c.documentNo || '暂无'}</span>
      </div>
      <div className={ui.line}>
        <span>合同金额</span>
        <span>{c.moneyFen > 0 ? `${c.money}元` : '暂无'}</span>
      </div>
      <div className={ui.line}>
        <span>合同类型</span>
        <span>{c.contractTypeName || '-'}</span>
      </div>
      <div className={ui.line}>
        <span>签署时间</span>
        <span>{chinaDateTime(c.signCompleteTime) || '-'}</span>
      </div>
      {showOrder ? (
        <div className={ui.line}>
          <span>订单编号</span>
          <span>{c.cusOrderNo || c.businessSn || '暂无'}</span>
        </div>
      ) : null}
      <div className={ui.actions}>
        {showOrder && c.businessId ? (
          <Link className={ui.btn} href={`/order/detail?orderId=${encodeURIComponent(c.businessId)}`} role="button">
            订单详情
          </Link>
        ) : null}
        <Link className={ui.btn} href={`/contract/details?contractId=${encodeURIComponent(c.id)}`} role="button">
          合同详情
        </Link>
        <Link className={ui.btnPrimary} href={`/contract/preview?contractId=${encodeURIComponent(c.id)}&type=${signing ? 'qs' : 'yl'}`} role="button">
          {signing ? '签署合同' : '查看合同'}
        </Link>
      </div>
    </article>
  );
}
