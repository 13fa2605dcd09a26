import { useSmsCountdown } from '@/components/detail/credit/useSmsCountdown';
import styles from './form.module.css';
import { SmsStandInNote } from '@/components/common/StandIns';

type Props = {
  id: string;
  label: string;
  phone: string;
  onPhone: (v: string) => void;
  code: string;
  onCode: (v: string) => void;
  /** The account's own phone: no code is needed for it. */
  accountPhone: string;
};

/** A contact phone: the account's own as is; another number is proven with an SMS code (the server asks the same). */
export function ContactPhoneField({ id, label, phone, onPhone, code, onCode, accountPhone }: Props) {
  const sms = useSmsCountdown();
  const needsCode = phone !== accountPhone;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.req}>
          {label}
        </label>
        <input id={id} inputMode="numeric" maxLength={11} value={phone} placeholder="请输入手机号" onChange={(e) => onPhone(e.target.value.replace(/\D/g, ''))} />
      </div>
      {needsCode ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-code`} className={styles.req}>
            验证码
          </label>
          <input id={`${id}-code`} inputMode="numeric" maxLength={6} value={code} placeholder="请输入验证码" onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))} />
          <button type="button" className={styles.sms} disabled={sms.left > 0 || sms.sending} onClick={() => void sms.send(phone)}>
            {sms.label}
          </button>
        </div>
      ) : null}
      {needsCode ? <SmsStandInNote /> : null}
    </>
  );
}
