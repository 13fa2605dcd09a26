import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { REASON_MAX } from '@/lib/contract/interview/enums';
import { completeInterview, plannerCancelInterview, type PlannerInterview } from '@/services/interview';
import styles from './interview.module.css';

/** The planner's actions on a proposal: 标记完成, 取消面谈 (with a reason the customer is told), 复制确认链接. */
export function usePlannerActions(onDone: (iv: PlannerInterview) => void, onStale: () => void) {
  const [busy, setBusy] = useState('');

  const run = async (id: string, call: () => Promise<PlannerInterview>, done: string) => {
    setBusy(id);
    try {
      const iv = await call();
      toast.success(done);
      onDone(iv);
    } catch (e) {
      toast.error(errorText(e, '操作失败，请稍后再试'));
      onStale();
    } finally {
      setBusy('');
    }
  };

  const complete = async (iv: PlannerInterview) => {
    if (busy) return;
    const ok = await Dialog.confirm({ title: '标记已完成', content: `确认已与${iv.customer.name}完成面谈？`, confirmText: '已完成', cancelText: '再想想' });
    if (ok) await run(iv.id, () => completeInterview(iv.id), '已标记完成');
  };

  const cancel = async (iv: PlannerInterview) => {
    if (busy) return;
    let reason = '';
    const ok = await Dialog.confirm({
      title: '确定取消面谈吗？',
      content: (
        <textarea
          className={styles.reason}
          placeholder="取消原因（选填，将通过短信告知客户）"
          maxLength={REASON_MAX}
          rows={3}
          aria-label="取消原因"
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      confirmText: '取消面谈',
      cancelText: '再想想',
    });
    if (ok) await run(iv.id, () => plannerCancelInterview(iv.id, iv.status, reason.trim() || undefined), '已取消面谈');
  };

  const copyLink = async (iv: PlannerInterview) => {
    const url = `${window.location.origin}${iv.confirmPath}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('确认链接已复制，可发送给客户');
    } catch {
      toast.show({ message: url, duration: 5000 });
    }
  };

  return { busy, complete, cancel, copyLink };
}
