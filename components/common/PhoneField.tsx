import { useEffect, useId, useRef, useState } from 'react';
import { Input } from 'antd-mobile';
import { useEmojiClear } from '@/lib/emoji';
import { toast } from '@/lib/toast';
import { isPhone } from '@/lib/validators';
import { ApiError } from '@/lib/http';
import { CODE } from '@/lib/constants';
import type { SmsCodeType } from '@/services/auth';
import { useCaptchaDialog } from './useCaptchaDialog';
import styles from './Field.module.css';
import { SmsStandInNote } from '@/components/common/StandIns';
import { SMS_COUNTDOWN_S, countdownLabel } from './smsCountdown';

/** services/auth (sendSmsCode), loaded on the first send; a load that fails reads as a failed send. */
const loadAuth = () =>
  import('@/services/auth').catch(() => {
    throw new Error('验证码发送失败');
  });
const warmAuth = () => void loadAuth().catch(() => undefined);

export { SMS_COUNTDOWN_S, countdownLabel };

/** '13812345678' -> '138 1234 5678'. */
export function formatPhone(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11)].filter(Boolean).join(' ');
}

/** What the user typed -> the digits we keep: non-digits dropped, and nothing unless it starts with 1. */
export function normalisePhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 11);
  return digits && digits[0] !== '1' ? '' : digits;
}

type Props = {
  value: string;
  onChange: (digits: string) => void;
  /** With a type the field gets its 获取验证码 button, sending that kind of SMS code. */
  codeType?: SmsCodeType;
  placeholder?: string;
  label?: string;
};

/** Phone input formatted as 138 1234 5678, optionally with the SMS-code button and its 60 s countdown. */
export function PhoneField({ value, onChange, codeType, placeholder = '请输入手机号', label = '手机号' }: Props) {
  const id = useId();
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const emoji = useEmojiClear();
  const captcha = useCaptchaDialog();

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = undefined;
    setLeft(0);
  };
  useEffect(() => () => clearInterval(timer.current), []);

  const start = () => {
    setLeft(SMS_COUNTDOWN_S);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) {
          clearInterval(timer.current);
          timer.current = undefined;
          return 0;
        }
        return n - 1;
      });
    }, 1000);
  };

  const send = async (extra?: { imgCaptcha: string; captchaKey: string }) => {
    if (!codeType) return;
    try {
      // The auth calls load on the first 获取验证码 (warmed on pointerdown), not with every form that has a phone field.
      const { sendSmsCode } = await loadAuth();
      await sendSmsCode({ phone: value, type: codeType, ...extra });
    } catch (e) {
      stop();
      if (e instanceof ApiError && e.code === CODE.CAPTCHA_REQUIRED) {
        const answer = await captcha.ask();
        if (answer) {
          toast.show({ message: '验证码已发送' });
          start();
          void send(answer);
        }
        return;
      }
      toast.error((e instanceof Error && e.message) || '验证码发送失败');
    }
  };

  const onCodeClick = () => {
    if (left > 0) return;
    // An empty field asks for the number; a half-typed one is wrong.
    if (!isPhone(value)) {
      toast.warning(value ? '手机号码有误' : '请输入手机号');
      return;
    }
    // Told at once, as the original did: the request is only the confirmation.
    toast.show({ message: '验证码已发送' });
    start();
    void send();
  };

  return (
    <>
      <div className={styles.field}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <Input
          id={id}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={13}
          placeholder={placeholder}
          clearable
          value={formatPhone(value)}
          onChange={(v) => onChange(normalisePhone(v))}
          {...emoji}
        />
        {codeType ? (
          <button
            type="button"
            className={`${styles.codeButton} ${left > 0 ? styles.counting : ''} ${!isPhone(value) && left === 0 ? styles.dim : ''}`}
            aria-disabled={left > 0 || !isPhone(value)}
            onPointerDown={warmAuth}
            onClick={onCodeClick}
          >
            {countdownLabel(left)}
          </button>
        ) : null}
        {captcha.dialog}
      </div>
      {codeType ? <SmsStandInNote /> : null}
    </>
  );
}
