import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { LoginForm } from '@/components/login/LoginForm';
import { firstFormError, safeTarget, withRedirect } from '@/components/login/rules';
import { ApiError } from '@/lib/http';
import { useUserStore } from '@/stores/user';

const mocks = vi.hoisted(() => ({
  login: vi.fn(),
  getUserInfo: vi.fn(),
  bindUserAnonymous: vi.fn(),
  sendSmsCode: vi.fn(),
  toast: { show: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), loading: vi.fn(), hide: vi.fn() },
  router: {
    pathname: '/login',
    asPath: '/login',
    query: {},
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    back: vi.fn(),
    prefetch: vi.fn(() => Promise.resolve()),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    isReady: true,
    isFallback: false,
    basePath: '',
  },
}));
vi.mock('next/router', () => ({ useRouter: () => mocks.router }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/services/auth', () => ({
  login: mocks.login,
  getUserInfo: mocks.getUserInfo,
  bindUserAnonymous: mocks.bindUserAnonymous,
  sendSmsCode: mocks.sendSmsCode,
  captchaUrl: (k: string) => `/api/authentication/graph_captcha?captchaKey=${k}`,
}));

const RESULT = {
  token: 'tok',
  userId: 'u1',
  userType: 'ORDINARY_USER',
  userNo: 'N1',
  nickName: '薯片用户8000',
  avatar: '',
  customerID: 'c1',
  expiresAt: '2099-01-01T00:00:00Z',
};
const INFO = {
  id: 'u1',
  no: 'N1',
  nickName: '薯片用户8000',
  fullName: '138****8000',
  decodePhone: '13800138000',
  mainAccountFull: '13800138000',
  realStatus: 'NO_AUTHENTICATION',
  url: '',
  type: 'ORDINARY_USER',
  customerInfo: { id: 'c1' },
};

function renderLogin(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  return render(
    <RouterContext.Provider value={mocks.router as unknown as NextRouter}>
      <LoginForm initialMode="account" redirect="/order/detail?id=1" sourcePlatform={null} {...props} />
    </RouterContext.Provider>,
  );
}

function fillAccount(phone = '13800138000', password = 'demo123456') {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
}

beforeEach(() => {
  vi.clearAllMocks();
  useUserStore.getState().clearUser();
  localStorage.clear();
});

describe('login rules', () => {
  it('reports the first error in the original order', () => {
    expect(firstFormError({ phone: '', code: '', agreed: false })).toBe('请输入手机号');
    expect(firstFormError({ phone: '1', code: '', agreed: false })).toBe('手机号码有误');
    expect(firstFormError({ phone: '13800138000', code: '12', agreed: false })).toBe('验证码有误');
    expect(firstFormError({ phone: '13800138000', password: '12', agreed: false })).toBe('密码格式有误');
    expect(firstFormError({ phone: '13800138000', password: 'abc123', confirm: 'abc124' })).toBe('两次输入的密码不一致');
    expect(firstFormError({ phone: '13800138000', code: '1234', agreed: false })).toBe('请勾选同意协议');
    expect(firstFormError({ phone: '13800138000', code: '1234', agreed: true })).toBeNull();
  });

  it('never redirects off the site', () => {
    expect(safeTarget('https://example.com/')).toBe('/');
    expect(safeTarget('//example.com')).toBe('/');
    expect(safeTarget('/order?id=1')).toBe('/order?id=1');
    expect(safeTarget(null)).toBe('/');
    expect(withRedirect('/login/register', '/a?b=1')).toBe('/login/register?redirect=%2Fa%3Fb%3D1');
  });
});

describe('LoginForm', () => {
  it('shows the SMS form with its heading and subtitle by default', () => {
    renderLogin({ initialMode: 'sms' });
    expect(screen.getByRole('heading', { name: '手机快捷登录' })).toBeInTheDocument();
    expect(screen.getByText('未注册过的手机号将自动创建薯片账号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/login/register?redirect=%2Forder%2Fdetail%3Fid%3D1',
    );
    expect(screen.getByRole('link', { name: '《薯片用户服务协议》' })).toHaveAttribute(
      'href',
      '/login/protocol?categoryCode=protocol100122',
    );
  });

  it('switches to the password form and back, clearing the fields', () => {
    renderLogin({ initialMode: 'sms' });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '账号密码登录' }));
    expect(screen.getByRole('heading', { name: '账号密码登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('');
    expect(screen.getByRole('link', { name: '忘记密码' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '手机快捷登录' }));
    expect(screen.getByRole('heading', { name: '手机快捷登录' })).toBeInTheDocument();
  });

  it('asks for the agreement before logging in', () => {
    renderLogin();
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
    expect(mocks.toast.warning).toHaveBeenCalledWith('请勾选同意协议');
    expect(mocks.login).not.toHaveBeenCalled();
  });

  it('logs in, loads the account, says 登录成功！ and goes to the redirect 1500 ms later', async () => {
    mocks.login.mockResolvedValue(RESULT);
    mocks.getUserInfo.mockResolvedValue(INFO);
    mocks.bindUserAnonymous.mockResolvedValue({});
    localStorage.setItem('myInfo', JSON.stringify({ token: 'vt', imUserId: 'a_1', anonymousId: 'a_1' }));
    renderLogin();
    fillAccount();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
      await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('登录成功！', 1500));
      // the visitor identity travels with its token: the id alone binds nothing
      expect(mocks.login).toHaveBeenCalledWith(
        expect.objectContaining({ accountChannel: 'AUTH_PHONE_PWD', phone: '13800138000', password: 'demo123456', anonymousId: 'a_1', visitorToken: 'vt' }),
      );
      expect(mocks.bindUserAnonymous).toHaveBeenCalledWith('a_1', 'vt');
      expect(useUserStore.getState()).toMatchObject({ token: 'tok', userId: 'u1', userPhone: '138****8000' });
      expect(mocks.router.replace).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(1500);
      });
      expect(mocks.router.replace).toHaveBeenCalledWith('/order/detail?id=1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lands on / when the redirect points off the site', async () => {
    mocks.login.mockResolvedValue(RESULT);
    mocks.getUserInfo.mockResolvedValue(INFO);
    renderLogin({ redirect: 'https://example.com/' });
    fillAccount();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
      await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
      await act(async () => {
        vi.advanceTimersByTime(1500);
      });
      expect(mocks.router.replace).toHaveBeenCalledWith('/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the picture captcha on 10408 and re-submits with it', async () => {
    mocks.login.mockRejectedValueOnce(new ApiError(10408, '请输入图片验证码')).mockResolvedValueOnce(RESULT);
    mocks.getUserInfo.mockResolvedValue(INFO);
    renderLogin();
    fillAccount();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
    expect(await screen.findByText('请输入图片验证码')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: '图片验证码' });
    expect(img.getAttribute('src')).toMatch(/^\/api\/authentication\/graph_captcha\?captchaKey=[0-9a-f]{32}$/);
    fireEvent.change(screen.getByLabelText('图片验证码'), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(mocks.login).toHaveBeenCalledTimes(2));
    expect(mocks.login.mock.calls[1][0]).toMatchObject({ imgCaptcha: 'AB12', captchaKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('shows the server message when the login is refused', async () => {
    mocks.login.mockRejectedValue(new ApiError(10402, '密码错误'));
    renderLogin();
    fillAccount();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
    await waitFor(() => expect(mocks.toast.warning).toHaveBeenCalledWith('密码错误'));
    expect(useUserStore.getState().token).toBe('');
  });
});
