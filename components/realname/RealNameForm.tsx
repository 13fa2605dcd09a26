import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Checkbox } from 'antd-mobile';
import { checkIdCard } from '@/lib/validators/idCard';
import { toast } from '@/lib/toast';
import { maskPhone } from '@/lib/format';
import { ApiError } from '@/lib/http';
import { CODE } from '@/lib/constants';
import { sendSmsCode } from '@/services/auth';
import { useCaptchaDialog } from '@/components/common/useCaptchaDialog';
import { errorText } from '@/lib/pageLoader';
import { FormRow } from '@/components/invoice/FormRow';
import ui from '@/components/my/ui.module.css';
import styles from './realname.module.css';
import { SmsStandInNote, StandInNote } from '@/components/common/StandIns';
import { MOBILE_RE } from '@/lib/contract/mobile';

export type RealNameInput = { name: string; cardNo: string; smsCode: string };

type Props = {
  initialName: string;
  /** The account's own phone: the SMS code goes there. */
  phone: string;
  submit: (input: RealNameInput) => Promise<void>;
};

const PHONE = MOBILE_RE;

/** The id number's problem ('' when fine): 请输入身份证号码 / the validator's reason. */
export function idNoError(idNo: string): string {
  if (!idNo.trim()) return '请输入身份证号码';
  const r = checkIdCard(idNo);
  return r.ok ? '' : r.reason || '请输入正确的身份证号码';
}

/**
 * 实名认证 form (inventory platform §5.5, order §12.3): name, 身份证 number, an SMS code sent to the account's own
 * phone, and the agreement tick. 验证信息 stays inactive until all of them are right.
 */
export function RealNameForm({ initialName, phone, submit }: Props) {
  const [name, setName] = useState(initialName);
  const [idNo, setIdNo] = useState('');
  const [code, setCode] = useState('');
  const captcha = useCaptchaDialog();
  const [agree, setAgree] = useState(false);
  const [touched, setTouched] = useState(false);
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const idErr = idNoError(idNo);
  const valid = name.trim().length >= 2 && !idErr && PHONE.test(phone) && /^\d{6}$/.test(code) && agree;

  const send = async (extra?: { imgCaptcha: string; captchaKey: string }): Promise<void> => {
    try {
      await sendSmsCode({ phone, type: 'default', ...extra });
      toast.show({ message: '验证码已发送' });
    } catch (e) {
      clearInterval(timer.current);
      setLeft(0);
      if (e instanceof ApiError && e.code === CODE.CAPTCHA_REQUIRED) {
        const answer = await captcha.ask();
        if (answer) {
          start();
          return send(answer);
        }
        return;
      }
      toast.error(errorText(e, '验证码发送失败'));
    }
  };
  const start = () => {
    setLeft(60);
    timer.current = setInterval(() => setLeft((n) => (n <= 1 ? (clearInterval(timer.current), 0) : n - 1)), 1000);
  };
  const onSend = () => {
    if (left > 0) return;
    if (!PHONE.test(phone)) return void toast.warning('未获取到您的手机号，请重新登录');
    start();
    void send();
  };

  const onSubmit = async () => {
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    try {
      await submit({ name: name.trim(), cardNo: idNo.trim().toUpperCase(), smsCode: code });
    } catch (e) {
      toast.error(errorText(e, '认证失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StandInNote service="realname">演示实名：身份信息未经公安系统核验</StandInNote>
      <section className={ui.formCard} aria-label="实名信息">
        <FormRow label="姓名" required value={name} onChange={setName} placeholder="请输入真实姓名" maxLength={30} error={touched && name.trim().length < 2 ? '请输入真实姓名' : ''} />
        <div className={styles.row}>
          <span>证件类型</span>
          <span>身份证</span>
        </div>
        <FormRow
          label="身份证号"
          required
          value={idNo}
          onChange={(v) => setIdNo(v.replace(/[^\dXx]/g, '').slice(0, 18))}
          placeholder="请输入身份证号码"
          maxLength={18}
          error={(touched || idNo.length === 18) && idErr ? idErr : ''}
        />
        <div className={styles.row}>
          <span>手机号</span>
          <span>{maskPhone(phone, '未获取到手机号')}</span>
        </div>
        <div className={styles.codeRow}>
          <FormRow label="验证码" required type="tel" value={code} onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))} placeholder="请输入短信验证码" maxLength={6} />
          <button type="button" className={styles.codeButton} onClick={onSend} aria-disabled={left > 0}>
            {left > 0 ? `(${left})重新获取` : '获取验证码'}
          </button>
        </div>
      </section>
      <SmsStandInNote />
      <div className={styles.agree}>
        <Checkbox checked={agree} onChange={setAgree} style={{ '--icon-size': '0.3rem', '--font-size': '0.24rem' }}>
          已阅读并同意
        </Checkbox>
        <Link href="/login/protocol?categoryCode=protocol100121">《用户认证协议》</Link>
      </div>
      {captcha.dialog}
      <div className={styles.submit}>
        <button type="button" className={ui.mainButton} aria-disabled={!valid} data-active={valid} onClick={() => void onSubmit()} disabled={busy}>
          验证信息
        </button>
      </div>
    </>
  );
}
