import type { Contract } from '@/lib/contract/contract/api';
import { CONTRACT_STATUS } from '@/lib/contract/contract/enums';
import { chinaDateTime } from '@/lib/chinaTime';
import ui from '@/components/my/ui.module.css';

/** The contract's facts: parties (phones masked), number, amount, state and signature record. */
export function ContractParties({ c }: { c: Contract }) {
  return (
    <section className={ui.card} aria-label="合同信息">
      <div className={ui.cardTitle}>
        <span>{c.contractName}</span>
        <span className={c.status === CONTRACT_STATUS.DONE ? ui.tagGreen : ui.tag}>{c.statusName}</span>
      </div>
      <div className={ui.line}>
        <span>合同编号</span>
        <span>{c.documentNo}</span>
      </div>
      <div className={ui.line}>
        <span>合同金额</span>
        <span>{c.moneyFen > 0 ? `${c.money}元` : '暂无'}</span>
      </div>
      <div className={ui.line}>
        <span>甲方</span>
        <span>{c.partyaName}</span>
      </div>
      <div className={ui.line}>
        <span>联系人</span>
        <span>
          {c.partyaContacts} {c.partyaTelephone}
        </span>
      </div>
      <div className={ui.line}>
        <span>乙方</span>
        <span>{c.partybName}</span>
      </div>
      <div className={ui.line}>
        <span>关联订单</span>
        <span>{c.cusOrderNo || c.businessSn}</span>
      </div>
      {c.signCompleteTime ? (
        <>
          <div className={ui.line}>
            <span>签署人</span>
            <span>
              {c.signerName} {c.signerIdMasked}
            </span>
          </div>
          <div className={ui.line}>
            <span>签署时间</span>
            <span>{chinaDateTime(c.signCompleteTime)}</span>
          </div>
        </>
      ) : null}
    </section>
  );
}
