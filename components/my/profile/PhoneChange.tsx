import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/http';
import { maskPhone } from '@/lib/format';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { isPhone } from '@/lib/validators';
import { changePhone, sendAccountSms, sendNewPhoneSms, verifyOldPhone, type UserProfile } from '@/services/auth';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { PhoneField } from '@/components/common/PhoneField';
import { AFTER_SUCCESS_MS } from '@/components/login/rules';
import { CodeField } from './CodeField';
import styles from './profile.module.css';

const CODE_MSG = '请填写正确的验证码';
const isCode = (v: string) => /^\d{6}$/.test(v);

/**
 * 更换手机号: a code to the bound phone first (verify_old_phone answers a ticket valid 10 minutes), then a code to the
 * new phone moves the account to it. The store and cookies take the new phone at once.
 */
export function PhoneChange({ profile, onSaved }: { profile: UserProfile; onSaved: (p: UserProfile) => void }) {
  const router = useRouter();
  const [ticket, setTicket] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [phone, setPhone] = useState('');
  const [newCode, setNewCode] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toast.warning(errorText(err, '操作失败，请重试'));
      // The ticket ran out (or was spent): start again from the old phone.
      if (isApiError(err) && err.field === 'ticket') {
        setTicket('');
        setOldCode('');
        setNewCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  const verifyOld = (e: FormEvent) => {
    e.preventDefault();
    if (!isCode(oldCode)) return void toast.warning(CODE_MSG);
    void run(async () => setTicket((await verifyOldPhone(oldCode)).ticket));
  };

  const bindNew = (e: FormEvent) => {
    e.preventDefault();
    if (!isPhone(phone)) return void toast.warning(phone ? '手机号码有误' : '请输入新手机号');
    if (!isCode(newCode)) return void toast.warning(CODE_MSG);
    void run(async () => {
      onSaved(await changePhone({ phone, smsCode: newCode, ticket }));
      toast.success('手机号已更换', AFTER_SUCCESS_MS);
      setTimeout(() => void router.replace('/my/settings'), AFTER_SUCCESS_MS);
    });
  };

  return (
    <>
      <ol className={styles.steps} aria-label="步骤">
        <li className={ticket ? '' : styles.stepOn}>1 验证原手机号</li>
        <li aria-hidden>›</li>
        <li className={ticket ? styles.stepOn : ''}>2 绑定新手机号</li>
      </ol>
      {/* Keyed: the new phone's 获取验证码 starts without the old phone's countdown (React would otherwise keep the field). */}
      {ticket ? (
        <form key="new" className={styles.form} onSubmit={bindNew} noValidate aria-label="绑定新手机号">
          <PhoneField value={phone} onChange={setPhone} label="新手机号" placeholder="请输入新手机号" />
          <CodeField
            label="新手机号验证码"
            value={newCode}
            onChange={setNewCode}
            blocked={() => (isPhone(phone) ? null : phone ? '手机号码有误' : '请输入新手机号')}
            send={() => sendNewPhoneSms({ phone, ticket })}
          />
          <button type="submit" className={styles.primary} disabled={busy}>
            确认更换
          </button>
        </form>
      ) : (
        <form key="old" className={styles.form} onSubmit={verifyOld} noValidate aria-label="验证原手机号">
          <div className={styles.readonly}>
            <span>手机号</span>
            <span>{maskPhone(profile.decodePhone)}</span>
          </div>
          <CodeField label="原手机号验证码" value={oldCode} onChange={setOldCode} send={() => sendAccountSms('rebindOld')} />
          <button type="submit" className={styles.primary} disabled={busy}>
            下一步
          </button>
        </form>
      )}
      <p className={styles.hint}>更换后请使用新手机号登录；其他设备上的登录将失效。</p>
      <LoadingOverlay visible={busy} text="请求中" />
    </>
  );
}
