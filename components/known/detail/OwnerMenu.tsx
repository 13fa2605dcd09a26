import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { Dialog } from '@/components/common/lazyAntd';
import { ActionMenu } from '@/components/common/ActionMenu';
import { knownDelete } from '@/services/known';
import { toast } from '@/lib/toast';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { editHref } from '@/lib/known/detailRules';

type Target = { id: string; type: number };

/**
 * The author's menu of a question, answer or article (inventory known.md §2): 编辑 (the editor with editType=2),
 * 删除 (提示 / 确定要删除吗？, then 删除成功 and off to `afterDelete`) and 取消.
 */
export function useOwnerMenu(target: Target, afterDelete: string): { open: () => void; node: ReactNode } {
  const router = useRouter();
  const [visible, setVisible] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    const ok = await Dialog.confirm({ title: '提示', content: '确定要删除吗？', confirmText: '确定', cancelText: '取消' });
    if (!ok) return;
    setDeleting(true);
    try {
      await knownDelete(target.id);
      toast.success('删除成功');
      await router.replace(afterDelete);
    } catch (err) {
      if (!isSessionError(err)) toast.error(knownErrorText(err, '删除失败，请稍后重试'));
    } finally {
      setDeleting(false);
    }
  };

  const node = (
    <>
      <ActionMenu
        visible={visible}
        onClose={() => setVisible(false)}
        actions={[
          { key: 'edit', text: '编辑', onClick: () => void router.push(editHref(target)) },
          { key: 'delete', text: '删除', danger: true, onClick: () => void remove() },
        ]}
      />
      <LoadingOverlay visible={deleting} text="删除中" />
    </>
  );
  return { open: () => setVisible(true), node };
}
