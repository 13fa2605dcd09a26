import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { Input } from 'antd-mobile';
import { NICKNAME_MAX, PROFILE_FIELD, nickNameError } from '@/lib/contract/auth/enums';
import { useEmojiClear } from '@/lib/emoji';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/services/auth';
import fieldStyles from '@/components/common/Field.module.css';
import { EditFieldShell } from './EditFieldShell';
import { leavePage } from './leavePage';
import { saveField } from './saveField';
import styles from './profile.module.css';

/** 昵称 (inventory my §12): 2–14 characters without special ones; emoji are cleared as typed (spec §5). */
export function NicknameEditor({ initial, onSaved }: { initial: string; onSaved: (p: UserProfile) => void }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const emoji = useEmojiClear(setValue);

  const save = async () => {
    const why = nickNameError(value);
    if (why) return void toast.warning(why);
    setSaving(true);
    const ok = await saveField(PROFILE_FIELD.nickName, value.trim(), onSaved, '修改成功');
    setSaving(false);
    if (ok) leavePage(router, '/my/information');
  };

  return (
    <EditFieldShell title="昵称" docTitle="编辑昵称" saving={saving} onSave={() => void save()}>
      <div className={fieldStyles.field}>
        <label className="visually-hidden" htmlFor={id}>
          昵称
        </label>
        <Input
          id={id}
          className={fieldStyles.input}
          maxLength={NICKNAME_MAX}
          placeholder="请输入您的昵称"
          clearable
          value={value}
          onChange={setValue}
          {...emoji}
        />
      </div>
      <p className={styles.hint}>昵称为2-14位，可使用中文、英文字母、数字、下划线和短横线，不能包含特殊字符、表情符号或联系方式。</p>
    </EditFieldShell>
  );
}
