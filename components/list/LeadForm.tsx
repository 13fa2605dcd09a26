import { useState } from 'react';
import { Input } from 'antd-mobile';
import { useShallow } from 'zustand/react/shallow';
import { PhoneField } from '@/components/common/PhoneField';
import { maskPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import { isPhone, isSmsCode } from '@/lib/validators';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { cmsAddConsult, type ConsultLeadKind } from '@/services/lead';
import fieldStyles from '@/components/common/Field.module.css';
import styles from './LeadForm.module.css';

export type LeadFormProps = {
  /** What the visitor was looking for: "企业服务:搜索内容-注册公司-全部分类". */
  content: string;
  kind?: ConsultLeadKind;
  heading?: string;
  title?: string;
  description?: string;
  submitText?: string;
};

/**
 * 告诉我们您的需求: shown where a search or list finds nothing. A logged-in customer submits with the account's
 * phone; a visitor proves a phone with an SMS code. The lead goes to the sales team (cmsAddConsult).
 */
export function LeadForm({
  content,
  kind = 'EMPTY_SEARCH',
  heading = '没有找到相关服务，换个搜索词试试！',
  title = '告诉我们您的需求',
  description = '留下您的联系方式，专属规划师为您1对1服务',
  submitText = '免费提交需求',
}: LeadFormProps) {
  const user = useUserStore(useShallow((s) => ({ loggedIn: isLoggedIn(s), phone: s.mainAccountFull || s.userPhoneFull, name: s.nickName })));
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    if (!user.loggedIn) {
      if (!isPhone(phone)) return void toast.warning('请输入正确的手机号');
      if (!isSmsCode(code)) return void toast.warning('请填写正确的验证码');
    }
    setBusy(true);
    toast.loading('提交中');
    try {
      await cmsAddConsult({
        kind,
        consultationContent: content,
        ...(user.loggedIn ? {} : { phone, smsCode: code }),
        ...(user.name ? { customerName: user.name } : {}),
        sourceAddr: window.location.pathname + window.location.search,
      });
      toast.success('提交成功，规划师将尽快与您联系');
      setPhone('');
      setCode('');
    } catch (e) {
      toast.error((e instanceof Error && e.message) || '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby="lead-title">
      {heading ? <p className={styles.heading}>{heading}</p> : null}
      <div className={styles.card}>
        <h2 id="lead-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.desc}>{description}</p>
        {user.loggedIn ? (
          <p className={styles.account}>
            联系电话：<b>{maskPhone(user.phone, user.name || '当前账号')}</b>
          </p>
        ) : (
          <>
            <PhoneField value={phone} onChange={setPhone} codeType="default" placeholder="请输入手机号码" />
            <div className={fieldStyles.field}>
              <label className="visually-hidden" htmlFor="lead-sms">
                验证码
              </label>
              <Input
                id="lead-sms"
                className={fieldStyles.input}
                type="tel"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="请输入验证码"
                value={code}
                onChange={(v) => setCode(v.replace(/\D/g, ''))}
              />
            </div>
          </>
        )}
        <button type="button" className={styles.submit} onClick={() => void submit()} disabled={busy}>
          {submitText}
        </button>
      </div>
    </section>
  );
}
