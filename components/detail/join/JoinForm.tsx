import { useState } from 'react';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useEmojiClear } from '@/lib/emoji';
import { isPhone, isSmsCode } from '@/lib/validators';
import { cmsAddConsult } from '@/services/lead';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { useSmsCountdown } from '@/components/detail/credit/useSmsCountdown';
import styles from './join.module.css';
import { SmsStandInNote } from '@/components/common/StandIns';

type Props = {
  categories: { code: string; name: string }[];
  city: { code: string; name: string };
  onDone: () => void;
};

/** The merchant join application (/detail/joing): saved as a MERCHANT_JOIN lead for the partnership team. */
export function JoinForm({ categories, city, onDone }: Props) {
  const loggedIn = useUserStore(isLoggedIn);
  const userPhone = useUserStore((s) => s.userPhone);
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [category, setCategory] = useState<{ code: string; name: string } | null>(null);
  const [content, setContent] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const sms = useSmsCountdown();
  const nameEmoji = useEmojiClear(setName);
  const companyEmoji = useEmojiClear(setCompany);
  const contentEmoji = useEmojiClear(setContent);

  const submit = async () => {
    if (!name.trim()) return toast.warning('请输入联系人姓名');
    if (!company.trim()) return toast.warning('请输入公司名称');
    if (!category) return toast.warning('请选择经营类目');
    if (!loggedIn && !isPhone(phone)) return toast.warning('请输入正确的手机号码');
    if (!loggedIn && !isSmsCode(code)) return toast.warning('请输入验证码');
    setSubmitting(true);
    try {
      await cmsAddConsult({
        kind: 'MERCHANT_JOIN',
        consultationContent: `商户入驻:${company.trim()}-${category.name}${content.trim() ? `-${content.trim()}` : ''}`,
        customerName: name.trim(),
        companyName: company.trim(),
        requireCode: category.code,
        requireName: category.name,
        cityCode: city.code,
        cityName: city.name,
        sourceAddr: '/detail/joing',
        ...(loggedIn ? {} : { phone, smsCode: code }),
      });
      onDone();
    } catch (err) {
      if (isApiError(err) && isSessionInvalidCode(err.code)) return;
      toast.error((isApiError(err) && err.message) || '提交失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className={styles.formTitle}>填写入驻信息</h2>
      <label className={styles.field}>
        <span>联系人</span>
        <input value={name} maxLength={20} placeholder="请输入您的姓名" onChange={(e) => setName(e.target.value)} {...nameEmoji} />
      </label>
      <label className={styles.field}>
        <span>公司名称</span>
        <input value={company} maxLength={50} placeholder="请输入营业执照上的公司名称" onChange={(e) => setCompany(e.target.value)} {...companyEmoji} />
      </label>
      {loggedIn ? (
        <div className={styles.field}>
          <span>手机号</span>
          <em>{userPhone}</em>
        </div>
      ) : (
        <>
          <label className={styles.field}>
            <span>手机号</span>
            <input inputMode="numeric" maxLength={11} value={phone} placeholder="请输入手机号" onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} />
          </label>
          <label className={styles.field}>
            <span>验证码</span>
            <input inputMode="numeric" maxLength={6} value={code} placeholder="请输入验证码" onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
            <button type="button" className={styles.sms} disabled={sms.left > 0 || sms.sending} onClick={() => void sms.send(phone)}>
              {sms.label}
            </button>
          </label>
          <SmsStandInNote />
        </>
      )}
      <div className={styles.field}>
        <span>所在城市</span>
        <em>{city.name}</em>
      </div>
      <div className={styles.block}>
        <p id="join-category">经营类目</p>
        <div className={styles.chips} role="radiogroup" aria-labelledby="join-category">
          {categories.map((c) => (
            <button key={c.code} type="button" role="radio" aria-checked={category?.code === c.code} className={category?.code === c.code ? styles.on : ''} onClick={() => setCategory(c)}>
              {c.name}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.block}>
        <label htmlFor="join-content">补充说明（选填）</label>
        <textarea id="join-content" rows={3} maxLength={200} value={content} placeholder="介绍一下您的团队和擅长的服务" onChange={(e) => setContent(e.target.value)} {...contentEmoji} />
      </div>
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}
