import { getUserInfo, type AccountInfo } from '@/services/auth';
import { isLoggedIn, useUserStore, USER_COOKIES } from '@/stores/user';
import { clearAllCookies, cookieMap } from './support/cookies';

vi.mock('@/services/auth', () => ({ getUserInfo: vi.fn() }));

const initial = useUserStore.getState();
const login = {
  token: 'tok-1',
  userId: 'u1',
  userType: 'ORDINARY_USER',
  userNo: 'N0001',
  nickName: '薯片用户8000',
  avatar: '/img/a.png',
  customerID: 'c1',
  expiresAt: '2030-01-01T00:00:00Z',
};
const info: AccountInfo = {
  id: 'u1',
  no: 'N0001',
  nickName: '新昵称',
  fullName: '138****8000',
  decodePhone: '13800138000',
  mainAccountFull: '13800138000',
  realStatus: 'AUTHENTICATION_SUCCESS',
  url: '/img/b.png',
  type: 'ORDINARY_USER',
  customerInfo: { id: 'c9' },
};

beforeEach(() => {
  clearAllCookies();
  useUserStore.setState(initial, true);
  vi.mocked(getUserInfo).mockReset();
});

describe('user store (spec §4 Login state)', () => {
  it('is logged in only with token, userId and userType', () => {
    expect(isLoggedIn(useUserStore.getState())).toBe(false);
    useUserStore.getState().setUser(login);
    expect(isLoggedIn(useUserStore.getState())).toBe(true);
    expect(isLoggedIn({ token: 't', userId: 'u', userType: '' })).toBe(false);
  });

  it('setUser stores the login and writes the session cookies', () => {
    useUserStore.getState().setUser(login);
    expect(useUserStore.getState()).toMatchObject({
      token: 'tok-1',
      userId: 'u1',
      userType: 'ORDINARY_USER',
      userNo: 'N0001',
      nickName: '薯片用户8000',
      userName: '薯片用户8000',
      avatar: '/img/a.png',
      customerID: 'c1',
    });
    expect(cookieMap()).toMatchObject({
      token: 'tok-1',
      userId: 'u1',
      userType: 'ORDINARY_USER',
      customerID: 'c1',
      userNo: 'N0001',
      userName: '薯片用户8000',
      avatar: '/img/a.png',
    });
  });

  it('accepts the app bridge shape (type instead of userType)', () => {
    useUserStore.getState().setUser({ token: 't', userId: 'u2', type: 'ORDINARY_USER' });
    expect(useUserStore.getState().userType).toBe('ORDINARY_USER');
  });

  it('setUser from a cookie source does not write cookies', () => {
    useUserStore.getState().setUser(login, { fromCookie: true });
    expect(useUserStore.getState().token).toBe('tok-1');
    expect(cookieMap()).toEqual({});
  });

  it('a different account does not inherit the previous one', () => {
    useUserStore.getState().setUser(login);
    useUserStore.getState().setInfo(info);
    useUserStore.getState().setUser({ token: 'tok-2', userId: 'u2', userType: 'ORDINARY_USER', nickName: '别人' });
    const s = useUserStore.getState();
    expect(s).toMatchObject({ userId: 'u2', realStatus: '', userPhoneFull: '', customerID: '' });
    expect(cookieMap().userPhone).toBeUndefined();
  });

  it('clearUser removes every user cookie and resets the state', () => {
    useUserStore.getState().setUser(login);
    useUserStore.getState().setInfo(info);
    for (const name of USER_COOKIES) expect(cookieMap()[name], name).toBeTruthy();
    useUserStore.getState().setAnonymousInfo({ anonymousId: 'a1', userBindState: 0 });
    useUserStore.getState().clearUser();
    expect(cookieMap()).toEqual({});
    const s = useUserStore.getState();
    expect(s).toMatchObject({ token: '', userId: '', userType: '', userNo: '', userPhone: '', customerInfo: null, userInfo: null });
    expect(s.anonymousInfo).toEqual({ anonymousId: 'a1', userBindState: 0 });
  });

  it('restores the session from cookies when a token cookie exists and the store lacks it', () => {
    document.cookie = 'token=ctok; path=/';
    document.cookie = 'userId=cu; path=/';
    document.cookie = `userName=${encodeURIComponent('张三')}; path=/`;
    document.cookie = 'userType=ORDINARY_USER; path=/';
    document.cookie = 'userPhone=13800138000; path=/';
    document.cookie = 'avatar=%2Fimg%2Fc.png; path=/';
    useUserStore.getState().restoreFromCookies();
    expect(useUserStore.getState()).toMatchObject({
      token: 'ctok',
      userId: 'cu',
      userName: '张三',
      userType: 'ORDINARY_USER',
      userPhoneFull: '13800138000',
      userPhone: '138****8000',
      avatar: '/img/c.png',
    });
  });

  it('does not restore over a session the store already has, nor without a token cookie', () => {
    document.cookie = 'userId=cu; path=/';
    useUserStore.getState().restoreFromCookies();
    expect(useUserStore.getState().userId).toBe('');
    useUserStore.setState({ token: 'store-tok', userId: 'su' });
    document.cookie = 'token=ctok; path=/';
    useUserStore.getState().restoreFromCookies();
    expect(useUserStore.getState()).toMatchObject({ token: 'store-tok', userId: 'su' });
  });

  it('setInfo maps the account info and writes its cookies', () => {
    useUserStore.getState().setUser(login);
    useUserStore.getState().setInfo(info);
    expect(useUserStore.getState()).toMatchObject({
      userNo: 'N0001',
      nickName: '新昵称',
      userName: '新昵称',
      userPhone: '138****8000',
      userPhoneFull: '13800138000',
      fullName: '138****8000',
      realStatus: 'AUTHENTICATION_SUCCESS',
      mainAccountFull: '13800138000',
      avatar: '/img/b.png',
      type: 'ORDINARY_USER',
      customerID: 'c9',
      customerInfo: { id: 'c9' },
      userInfo: { nickName: '新昵称', type: 'ORDINARY_USER' },
    });
    expect(cookieMap()).toMatchObject({ userPhone: '13800138000', realStatus: 'AUTHENTICATION_SUCCESS', customerID: 'c9' });
  });

  it('fetchAccountInfo merges the fetched info', async () => {
    useUserStore.getState().setUser(login);
    vi.mocked(getUserInfo).mockResolvedValue(info);
    await useUserStore.getState().fetchAccountInfo();
    expect(getUserInfo).toHaveBeenCalledWith('u1');
    expect(useUserStore.getState()).toMatchObject({ token: 'tok-1', nickName: '新昵称', realStatus: 'AUTHENTICATION_SUCCESS' });
  });

  it('fetchAccountInfo rethrows a failure', async () => {
    useUserStore.getState().setUser(login);
    vi.mocked(getUserInfo).mockRejectedValue(new Error('获取用户信息失败'));
    await expect(useUserStore.getState().fetchAccountInfo()).rejects.toThrow('获取用户信息失败');
    expect(useUserStore.getState().nickName).toBe('薯片用户8000');
  });
});
