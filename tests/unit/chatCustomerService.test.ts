import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ onlineKefu: vi.fn(), unreadTotal: vi.fn(), assign: vi.fn(), warning: vi.fn() }));
vi.mock('@/services/chat', async (orig) => ({ ...(await orig<typeof import('@/services/chat')>()), onlineKefu: api.onlineKefu, unreadTotal: api.unreadTotal }));
vi.mock('@/lib/navigate', async (orig) => {
  const real = await orig<typeof import('@/lib/navigate')>();
  return { ...real, nav: { ...real.nav, assign: api.assign, currentFullPath: () => '/my/afterSale' } };
});
vi.mock('@/lib/toast', () => ({ toast: { warning: api.warning, loading: vi.fn(() => ({ close: vi.fn() })), hide: vi.fn() } }));

import { startCustomerService } from '@/components/chat/startChat';
import { ApiError } from '@/lib/http';
import { useUserStore } from '@/stores/user';

describe('online customer service (spec §7 "Chat (IM)")', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    api.unreadTotal.mockResolvedValue({ total: 0 });
    useUserStore.getState().clearUser();
  });

  it('sends a visitor to login first', async () => {
    await expect(startCustomerService()).resolves.toBe(false);
    expect(api.assign).toHaveBeenCalledWith('/login?redirect=%2Fmy%2FafterSale');
    expect(api.onlineKefu).not.toHaveBeenCalled();
  });

  it('asks with the user and city, then opens the conversation', async () => {
    useUserStore.getState().setUser({ token: 't1', userId: 'u1', userType: 'ORDINARY_USER', userNo: 'U100', nickName: '小明' });
    api.onlineKefu.mockResolvedValue({ groupInfo: { groupId: 'g9', created: true }, planner: {} });
    await expect(startCustomerService({ entrance: 'STAFF_AFTER_SALE' })).resolves.toBe(true);
    expect(api.onlineKefu).toHaveBeenCalledWith(
      {
        userCenterTag: 'u1',
        userName: '小明',
        userNo: 'U100',
        platform: 'COMDIC_TERMINAL_WAP',
        port: 'STAFF_PORT_WAP',
        entrance: 'STAFF_AFTER_SALE',
        province: '510000',
        city: '510100',
        customerType: '1',
      },
      { token: 't1' },
    );
    expect(api.assign).toHaveBeenCalledWith('/im/chat?token=t1&userId=u1&userType=ORDINARY_USER&operUserType=ORDINARY_USER&id=g9');
  });

  it("shows the server's msg when no planner can take it", async () => {
    useUserStore.getState().setUser({ token: 't1', userId: 'u1', userType: 'ORDINARY_USER' });
    api.onlineKefu.mockRejectedValue(new ApiError(409, '暂无可接待的规划师'));
    await expect(startCustomerService()).resolves.toBe(false);
    expect(api.warning).toHaveBeenCalledWith('暂无可接待的规划师');
    expect(api.assign).not.toHaveBeenCalled();
  });
});
