import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { PHONE_DISABLED, PHONE_FAILED, PHONE_NOTICE, PHONE_RESIGNED, phoneDecision, telHref } from '@/components/consult/phoneFlow';
import { ConsultCard } from '@/components/consult/ConsultCard';
import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { useUserStore } from '@/stores/user';
// Loaded with the file, not on the first open (docs/TESTING.md, "Code a test opens on demand").
import 'antd-mobile/es/components/center-popup';

const api = vi.hoisted(() => ({ bindHidden: vi.fn(), startChat: vi.fn() }));
vi.mock('@/services/phone', () => ({
  bindHidden: api.bindHidden,
  PHONE_STATUS_MESSAGES: { 0: '当前人员已禁用，无法拨打电话', 3: '当前人员已离职，无法拨打电话' },
}));
vi.mock('@/components/chat/startChat', () => ({ startChat: api.startChat }));

describe('phone contact decision (spec §4 "Phone contact flow")', () => {
  it('dials the relay number when the planner can be called (status 1)', () => {
    expect(phoneDecision({ status: 1, phone: '17095280000' })).toEqual({ kind: 'dial', phone: '17095280000', href: 'tel:17095280000' });
    expect(phoneDecision({ status: '1', phone: '170-9528-0001' })).toMatchObject({ kind: 'dial', href: 'tel:170-9528-0001' });
  });

  it('shows the disabled message for status 0 and the resigned message for status 3', () => {
    expect(phoneDecision({ status: 0 })).toEqual({ kind: 'message', message: '当前人员已禁用，无法拨打电话' });
    expect(phoneDecision({ status: 3 })).toEqual({ kind: 'message', message: '当前人员已离职，无法拨打电话' });
    expect(PHONE_DISABLED).toBe('当前人员已禁用，无法拨打电话');
    expect(PHONE_RESIGNED).toBe('当前人员已离职，无法拨打电话');
  });

  it('says no number was obtained when status 1 comes without a number, or the status is unknown', () => {
    expect(phoneDecision({ status: 1, phone: '' })).toEqual({ kind: 'message', message: PHONE_FAILED });
    expect(phoneDecision({ status: 2, phone: '17000000000' })).toEqual({ kind: 'message', message: PHONE_FAILED });
    expect(phoneDecision(null)).toEqual({ kind: 'message', message: PHONE_FAILED });
  });

  it('keeps only digits, + and - in the tel: link', () => {
    expect(telHref('+86 170 9528 0000<script>')).toBe('tel:+8617095280000');
  });
});

describe('ConsultCard', () => {
  const router = { asPath: '/detail?productId=g_1', push: vi.fn(), prefetch: vi.fn(() => Promise.resolve()) } as unknown as NextRouter;
  const planner = { mchUserId: 'u_planner_05', name: '曹雨桐', avatar: '/images/a.svg', postName: '金牌规划师', tagNameList: [], type: 'MERCHANT_B', point: 80 };
  const renderCard = () =>
    render(
      <RouterContext.Provider value={router}>
        <ConsultCard planner={planner} requireCode="FL1" requireName="财税服务" />
      </RouterContext.Provider>,
    );

  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
    vi.spyOn(toast, 'show').mockImplementation(() => ({ close: () => undefined, shown: Promise.resolve() }));
    vi.spyOn(nav, 'assign').mockImplementation(() => undefined);
    useUserStore.setState({ token: '', userId: '', userType: '', customerID: '', mainAccountFull: '' });
  });
  afterEach(() => vi.useRealTimers());

  it('shows avatar, name and post with 在线咨询 and 电话联系', () => {
    renderCard();
    expect(screen.getByText('曹雨桐')).toBeInTheDocument();
    expect(screen.getByText('金牌规划师')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '曹雨桐' })).toHaveAttribute('src', '/images/a.svg');
    expect(screen.getByRole('button', { name: '在线咨询' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/planner/detail?mchUserId=u_planner_05&requireCode=FL1&requireName=%E8%B4%A2%E7%A8%8E%E6%9C%8D%E5%8A%A1');
  });

  it('在线咨询 starts the chat with the planner and the goods context', async () => {
    api.startChat.mockResolvedValue(true);
    renderCard();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '在线咨询' })));
    expect(api.startChat).toHaveBeenCalledWith(expect.objectContaining({ plannerId: 'u_planner_05', requireCode: 'FL1', requireName: '财税服务' }));
  });

  it('电话联系 tells the customer first, asks for a relay number 1.5 s later, then dials it', async () => {
    api.bindHidden.mockResolvedValue({ status: 1, phone: '17095280000' });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '电话联系' }));
    expect(toast.show).toHaveBeenCalledWith({ message: PHONE_NOTICE, duration: 2000 });
    expect(api.bindHidden).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(api.bindHidden).toHaveBeenCalledWith(expect.objectContaining({ plannerId: 'u_planner_05', requireCode: 'FL1', requireName: '财税服务' }));
    expect(nav.assign).toHaveBeenCalledWith('tel:17095280000');
    // The sheet's CenterPopup loads on first open (components/common/lazyAntd.tsx) and opens a turn later.
    await vi.waitFor(async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByRole('link', { name: /立即拨打/ })).toHaveAttribute('href', 'tel:17095280000');
    }, { timeout: 10_000 });
  });

  it.each([
    [0, '当前人员已禁用，无法拨打电话'],
    [3, '当前人员已离职，无法拨打电话'],
  ])('status %i shows "%s" and dials nothing', async (status, message) => {
    api.bindHidden.mockResolvedValue({ status });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '电话联系' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(toast.show).toHaveBeenLastCalledWith({ message });
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('a failed request says no number was obtained', async () => {
    api.bindHidden.mockRejectedValue(new Error('down'));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '电话联系' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(toast.show).toHaveBeenLastCalledWith({ message: PHONE_FAILED });
  });
});
