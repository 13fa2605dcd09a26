import Link from 'next/link';
import { toast } from '@/lib/toast';
import { useRouter } from 'next/router';
import type { EvaluateCenterItem } from '@/lib/contract/evaluate/api';
import { EVALUATE_STATUS } from '@/lib/contract/evaluate/enums';
import ui from '@/components/my/ui.module.css';

const enc = encodeURIComponent;

/** 评价中心 item: 写评价 while pending; 查看评价 and (once) 追评 after. */
export function EvaluateItemCard({ item }: { item: EvaluateCenterItem }) {
  const router = useRouter();
  const pending = item.evaluateStatus === EVALUATE_STATUS.PENDING;
  const view = () => {
    if (item.isEffective === 0) return void toast.error('该条评价已被禁用');
    void router.push(`/my/evaluate/detail?infoId=${enc(item.infoId)}`);
  };
  return (
    <article className={ui.card} aria-label={item.orderName}>
      <div className={ui.sku}>
        {item.indexImg ? <img src={item.indexImg} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
        <div className={ui.skuBody}>
          <p className={ui.skuName}>{item.orderName}</p>
          {item.orderDesc ? <p className={ui.muted}>{item.orderDesc}</p> : null}
          <p className={ui.muted}>订单编号：{item.orderNo}</p>
        </div>
      </div>
      <div className={ui.actions}>
        {pending ? (
          <Link className={ui.btnPrimary} role="button" href={`/my/evaluate/write?infoId=${enc(item.infoId)}`}>
            写评价
          </Link>
        ) : (
          <>
            <button type="button" className={ui.btn} onClick={view}>
              查看评价
            </button>
            {item.isReview && item.submitEvaluateId ? (
              <Link className={ui.btnPrimary} role="button" href={`/my/evaluate/write?infoId=${enc(item.infoId)}&additional=1&addEvaluateId=${enc(item.submitEvaluateId)}`}>
                追评
              </Link>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
