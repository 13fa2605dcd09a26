import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { Input } from 'antd-mobile';
import { EMAIL_MAX, emailError } from '@/lib/contract/auth/enums';
import { useEmojiClear } from '@/lib/emoji';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { isSmsCode } from '@/lib/validators';
import { bindEmail, sendEmailCode, type UserProfile } from '@/services/auth';
import fieldStyles from '@/components/common/Field.module.css';
import { CodeField } from './CodeField';
import { EditFieldShell } from './EditFieldShell';
import { leavePage } from './leavePage';
import styles from './profile.module.css';

/** 电子邮箱: the address gets a code by mail, and the code binds it (POST send_email_code, bind_email). */
export function EmailEditor({ initial, onSaved }: { initial: string; onSaved: (p: UserProfile) => void }) {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState(initial);
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);
  const emoji = useEmojiClear(setEmail);
  const address = email.trim();

  const save = async () => {
    const why = emailError(address) ?? (isSmsCode(code) && code.length === 6 ? null : '请输入邮箱收到的6位验证码');
    if (why) return void toast.warning(why);
    setSaving(true);
    try {
      onSaved(await bindEmail({ email: address, code }));
      toast.success('邮箱绑定成功');
      leavePage(router, '/my/information');
    } catch (err) {
      toast.warning(errorText(err, '绑定失败，请重试'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditFieldShell title="电子邮箱" docTitle="编辑邮箱" saving={saving} onSave={() => void save()}>
      <div className={fieldStyles.field}>
        <label className="visually-hidden" htmlFor={id}>
          电子邮箱
        </label>
        <Input
          id={id}
          className={fieldStyles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          placeholder="请输入您的电子邮箱地址"
          clearable
          value={email}
          onChange={(v) => setEmail(v.replace(/\s/g, ''))}
          {...emoji}
        />
      </div>
      <CodeField label="邮箱验证码" via="mail" value={code} onChange={setCode} blocked={() => emailError(address)} send={() => sendEmailCode(address)} />
      <p className={styles.hint}>验证码将发送到该邮箱，30分钟内有效；验证通过后邮箱才会绑定到账号。</p>
    </EditFieldShell>
  );
}
