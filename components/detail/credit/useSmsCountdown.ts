import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { isPhone } from '@/lib/validators';
import { sendSmsCode } from '@/services/auth';

/** 获取验证码 with its 59 s countdown (inventory §7.3). */
export function useSmsCountdown() {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const send = async (phone: string) => {
    if (left > 0 || sending) return;
    if (!isPhone(phone)) return toast.warning('请输入正确的手机号码');
    setSending(true);
    try {
      await sendSmsCode({ phone, type: 'default' });
      toast.success('验证码发送成功,请注意查收！');
      setLeft(59);
    } catch (err) {
      toast.error((isApiError(err) && err.message) || '验证码发送失败！');
    } finally {
      setSending(false);
    }
  };

  return { left, sending, send, label: left > 0 ? `${left}s` : '获取验证码' };
}
