import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PhoneField, countdownLabel, formatPhone, normalisePhone } from '@/components/common/PhoneField';
import { ApiError } from '@/lib/http';

const mocks = vi.hoisted(() => ({
  sendSmsCode: vi.fn(),
  toast: { show: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), loading: vi.fn(), hide: vi.fn() },
}));
vi.mock('@/services/auth', () => ({ sendSmsCode: mocks.sendSmsCode, captchaUrl: (k: string) => `/captcha/${k}` }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));

function Harness({ initial = '' }: { initial?: string }) {
  const [v, setV] = useState(initial);
  return <PhoneField value={v} onChange={setV} codeType="login" />;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('PhoneField', () => {
  it('formats as 138 1234 5678 and keeps only a phone-like number', () => {
    expect(formatPhone('13812345678')).toBe('138 1234 5678');
    expect(normalisePhone('138a 1234-5678 9')).toBe('13812345678');
    expect(normalisePhone('23812345678')).toBe('');
    render(<Harness />);
    const input = screen.getByLabelText('手机号');
    fireEvent.change(input, { target: { value: '13812345678' } });
    expect(input).toHaveValue('138 1234 5678');
  });

  it('asks for the number when 获取验证码 is tapped with the field empty', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(mocks.toast.warning).toHaveBeenCalledWith('请输入手机号');
    expect(mocks.sendSmsCode).not.toHaveBeenCalled();
  });

  it('refuses to send a code to a wrong number', () => {
    render(<Harness initial="1381234" />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(mocks.toast.warning).toHaveBeenCalledWith('手机号码有误');
    expect(mocks.sendSmsCode).not.toHaveBeenCalled();
  });

  it('sends the code and counts 60 s down as (N)重新获取', async () => {
    vi.useFakeTimers();
    mocks.sendSmsCode.mockResolvedValue({ resendSeconds: 60, expireSeconds: 600 });
    render(<Harness initial="13812345678" />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    // Told and counting at once; the request follows once services/auth has loaded (it loads on the first send).
    expect(mocks.toast.show).toHaveBeenCalledWith({ message: '验证码已发送' });
    expect(screen.getByRole('button', { name: '(60)重新获取' })).toBeInTheDocument();
    await act(async () => {
      await import('@/services/auth');
    });
    expect(mocks.sendSmsCode).toHaveBeenCalledWith({ phone: '13812345678', type: 'login' });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: '(59)重新获取' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    expect(countdownLabel(0)).toBe('获取验证码');
  });

  it('stops the countdown and shows the error when sending fails', async () => {
    mocks.sendSmsCode.mockRejectedValue(new ApiError(10405, '验证码发送过于频繁'));
    render(<Harness initial="13812345678" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(mocks.toast.error).toHaveBeenCalledWith('验证码发送过于频繁');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });
});
