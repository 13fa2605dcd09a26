import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { TextArea } from 'antd-mobile';
import { BRIEF_MAX, PROFILE_FIELD, briefIntroductionError } from '@/lib/contract/auth/enums';
import { useEmojiClear } from '@/lib/emoji';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/services/auth';
import { EditFieldShell } from './EditFieldShell';
import { leavePage } from './leavePage';
import { saveField } from './saveField';
import styles from './profile.module.css';

/** 个人简介: up to 50 characters with a counter; emptying it clears the introduction. */
export function IntroEditor({ initial, onSaved }: { initial: string; onSaved: (p: UserProfile) => void }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const emoji = useEmojiClear(setValue);

  const save = async () => {
    const why = briefIntroductionError(value);
    if (why) return void toast.warning(why);
    setSaving(true);
    const ok = await saveField(PROFILE_FIELD.briefIntroduction, value.trim(), onSaved, '修改成功');
    setSaving(false);
    if (ok) leavePage(router, '/my/information');
  };

  return (
    <EditFieldShell title="个人简介" docTitle="个人简介" saving={saving} onSave={() => void save()}>
      <label className="visually-hidden" htmlFor={id}>
        个人简介
      </label>
      <TextArea
        id={id}
        className={styles.textarea}
        rows={3}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={BRIEF_MAX}
        showCount
        placeholder="用一段话介绍自己"
        value={value}
        onChange={setValue}
        {...emoji}
      />
      <p className={styles.hint}>用一段话介绍自己，例如所在行业和关注的企业服务，不超过50个字；请勿填写手机号、微信等联系方式。</p>
    </EditFieldShell>
  );
}
