import { ActionMenu } from '@/components/common/ActionMenu';
import type { UserProfile } from '@/services/auth';
import { PROFILE_FIELD, saveField } from './saveField';

type Props = { visible: boolean; value: number; onClose: () => void; onSaved: (p: UserProfile) => void };

/** 性别: 男 / 女 (the current one bold) / 取消. */
export function SexSheet({ visible, value, onClose, onSaved }: Props) {
  const pick = (sex: string) => {
    onClose();
    void saveField(PROFILE_FIELD.sex, sex, onSaved);
  };
  return (
    <ActionMenu
      visible={visible}
      title="性别"
      onClose={onClose}
      actions={[
        { key: '1', text: '男', bold: value === 1, onClick: () => pick('1') },
        { key: '0', text: '女', bold: value === 0, onClick: () => pick('0') },
      ]}
    />
  );
}
