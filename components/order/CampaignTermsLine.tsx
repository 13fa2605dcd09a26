import type { CampaignTerms } from '@/lib/contract/order/api';
import { useCountdown } from '@/components/pay/useCountdown';
import { countdownText, splitCountdown } from '@/lib/countdown';
import styles from './order.module.css';

/** What a campaign unit's checkout says under its price (issue 32): the campaign, its time left on the server's clock, the limit. */
export function CampaignTermsLine({ terms }: { terms: CampaignTerms }) {
  const left = useCountdown(Date.parse(terms.endAt));
  const time = left === null ? '' : left > 0 ? `距结束 ${countdownText(splitCountdown(left * 1000))}` : '活动已结束';
  return (
    <div className={styles.campaignTerms} role="note" aria-label="活动信息">
      <span className={styles.campaignTitle}>{terms.title}</span>
      <span className={styles.campaignTime} aria-live="off">
        {time}
      </span>
      <span>
        每人限购{terms.perUserLimit}件{terms.taken > 0 ? `（已抢${terms.taken}件）` : ''}
      </span>
    </div>
  );
}
