import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { cancelInterview, confirmInterview, type CustomerInterview } from '@/services/interview';

/**
 * The customer's two actions, each behind a confirmation: 确认面谈 and 取消面谈 (确定取消面谈吗？, inventory my §7).
 * `onDone` gets the appointment as it is now; on failure (e.g. the planner cancelled meanwhile: 409) the message is
 * shown and `onStale` lets the page read it again.
 */
export function useInterviewActions(onDone: (iv: CustomerInterview) => void, onStale: () => void) {
  const [busy, setBusy] = useState('');

  const run = async (id: string, call: () => Promise<CustomerInterview>, done: string) => {
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

  const ask = (title: string, content: string, confirmText: string) => Dialog.confirm({ title, content, confirmText, cancelText: '再想想' });

  const confirm = async (iv: Pick<CustomerInterview, 'id' | 'inviteTime'>) => {
    if (busy || !(await ask('确认面谈', '确认后请按约定的时间和地点参加面谈', '确认'))) return;
    await run(iv.id, () => confirmInterview(iv.id), '已确认面谈');
  };
  const cancel = async (iv: Pick<CustomerInterview, 'id' | 'status'>) => {
    if (busy || !(await ask('提示', '确定取消面谈吗？', '取消面谈'))) return;
    await run(iv.id, () => cancelInterview(iv.id, iv.status), '已取消面谈');
  };

  return { busy, confirm, cancel };
}
