import { useId } from 'react';
import { Input } from 'antd-mobile';
import { useEmojiClear } from '@/lib/emoji';
import { toast } from '@/lib/toast';
import { errorText } from '@/lib/pageLoader';
import fieldStyles from '@/components/common/Field.module.css';
import { useCountdown } from './useCountdown';
import { StandInNote } from '@/components/common/StandIns';

type Props = {
  value: string;
  onChange: (v: string) => void;
  /** Sends the code; a failure stops the countdown and shows the server's message. */
  send: () => Promise<unknown>;
  /** Why a code cannot be asked for yet (e.g. no phone typed), or null. */
  blocked?: () => string | null;
  label?: string;
  /** What carries the code: its stand-in is named under the field (演示环境：短信/邮件不会真实发送); null: the page says it. */
  via?: 'sms' | 'mail' | null;
};

/** A 6-digit code with its 获取验证码 button and 60 s countdown (SMS or e-mail). */
export function CodeField({ value, onChange, send, blocked, label = '验证码', via = 'sms' }: Props) {
  const id = useId();
  const emoji = useEmojiClear();
  const countdown = useCountdown();
  const ask = async () => {
    if (countdown.left > 0) return;
    const why = blocked?.();
    if (why) return void toast.warning(why);
    countdown.start();
    try {
      await send();
      toast.show({ message: '验证码已发送' });
    } catch (e) {
      countdown.stop();
      toast.warning(errorText(e, '验证码发送失败'));
    }
  };
  return (
    <>
      <div className={fieldStyles.field}>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <Input
          id={id}
          className={fieldStyles.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="请输入验证码"
          clearable
          value={value}
          onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
          {...emoji}
        />
        <button
          type="button"
          className={`${fieldStyles.codeButton} ${countdown.left > 0 ? fieldStyles.counting : ''}`}
          aria-disabled={countdown.left > 0}
          onClick={() => void ask()}
        >
          {countdown.label}
        </button>
      </div>
      {via ? <StandInNote service={via}>{via === 'sms' ? '演示环境：短信不会真实发送' : '演示环境：邮件不会真实发送'}</StandInNote> : null}
    </>
  );
}
