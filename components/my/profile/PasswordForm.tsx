import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { maskPhone } from '@/lib/format';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { sendAccountSms, setPassword, type UserProfile } from '@/services/auth';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { PasswordField } from '@/components/login/PasswordField';
import { AFTER_SUCCESS_MS } from '@/components/login/rules';
import { CodeField } from './CodeField';
import { passwordFormError, type Proof } from './profileRules';
import styles from './profile.module.css';


/**
 * 设置/修改登录密码: a first password with a code to the bound phone; a change with the current password, or with the
 * code when it is forgotten. Other devices are logged out by the server.
 */
export function PasswordForm({ profile, onSaved }: { profile: UserProfile; onSaved: (p: UserProfile) => void }) {
  const router = useRouter();
  const changing = profile.hasPassword;
  const [proof, setProof] = useState<Proof>(changing ? 'old' : 'code');
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [password, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const why = passwordFormError({ proof, oldPassword, code, password, confirm });
    if (why) return void toast.warning(why);
    setBusy(true);
    try {
      const proofField = proof === 'old' ? { oldPassword } : { smsCode: code };
      onSaved(await setPassword({ newPassword: password, ...proofField }));
      toast.success(changing ? '密码修改成功' : '密码设置成功', AFTER_SUCCESS_MS);
      setTimeout(() => void router.replace('/my/settings/setPassword'), AFTER_SUCCESS_MS);
    } catch (err) {
      toast.warning(errorText(err, '密码设置失败，请重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={changing ? '修改登录密码' : '设置登录密码'}>
        {proof === 'old' ? (
          <PasswordField value={oldPassword} onChange={setOldPassword} label="原密码" placeholder="请输入原密码" toggle={false} />
        ) : (
          <>
            <div className={styles.readonly}>
              <span>手机号</span>
              <span>{maskPhone(profile.decodePhone)}</span>
            </div>
            <CodeField value={code} onChange={setCode} send={() => sendAccountSms('password')} />
          </>
        )}
        <PasswordField
          value={password}
          onChange={setNewPassword}
          label="新密码"
          placeholder="请输入新密码(6-15位数字/字母/标点符号)"
          toggle={false}
          autoComplete="new-password"
        />
        <PasswordField value={confirm} onChange={setConfirm} label="确认新密码" placeholder="确认新密码" toggle={false} autoComplete="new-password" />
        <button type="submit" className={styles.primary} disabled={busy}>
          确定
        </button>
      </form>
      {changing ? (
        <button type="button" className={styles.textLink} onClick={() => setProof(proof === 'old' ? 'code' : 'old')}>
          {proof === 'old' ? '忘记原密码？使用短信验证码' : '使用原密码验证'}
        </button>
      ) : null}
      <LoadingOverlay visible={busy} text="请求中" />
    </>
  );
}
