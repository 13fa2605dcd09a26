import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ unreadTotal: vi.fn(), noticeSummary: vi.fn() }));
vi.mock('@/services/chat', () => ({ unreadTotal: api.unreadTotal }));
vi.mock('@/services/notice', () => ({ noticeSummary: api.noticeSummary }));

import { useChatStore } from '@/stores/chat';
import { useUserStore } from '@/stores/user';
// The store loads its services on the first pull: loaded with the file (docs/TESTING.md, "Code a test opens on demand").
import '@/services/unreadCounts';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('unread badge store (spec §2 消息 tab)', () => {
  beforeEach(() => {
    api.unreadTotal.mockReset();
    api.noticeSummary.mockReset();
    api.noticeSummary.mockResolvedValue({ total: 0, groups: [] });
    useUserStore.getState().clearUser();
    useChatStore.getState().reset();
  });

  it('pulls nothing for a visitor', async () => {
    await useChatStore.getState().pull();
    expect(api.unreadTotal).not.toHaveBeenCalled();
    expect(useChatStore.getState().unread).toBe(0);
  });

  it("pulls the user's own count on login and resets to 0 on logout", async () => {
    api.unreadTotal.mockResolvedValue({ total: 120 });
    useUserStore.getState().setUser({ token: 't1', userId: 'u1', userType: 'ORDINARY_USER' });
    await flush();
    expect(api.unreadTotal).toHaveBeenCalledTimes(1);
    expect(useChatStore.getState()).toMatchObject({ unread: 120, owner: 'u1' });
    useUserStore.getState().clearUser();
    expect(useChatStore.getState().unread).toBe(0);
  });

  it("another account never shows the previous one's count", async () => {
    api.unreadTotal.mockResolvedValueOnce({ total: 5 });
    useUserStore.getState().setUser({ token: 't1', userId: 'u1', userType: 'ORDINARY_USER' });
    await flush();
    expect(useChatStore.getState().unread).toBe(5);
    let answer: (v: { total: number }) => void = () => undefined;
    api.unreadTotal.mockReturnValueOnce(new Promise((r) => (answer = r)));
    useUserStore.getState().setUser({ token: 't2', userId: 'u2', userType: 'ORDINARY_USER' });
    expect(useChatStore.getState().unread).toBe(0);
    answer({ total: 2 });
    await flush();
    expect(useChatStore.getState()).toMatchObject({ unread: 2, owner: 'u2' });
  });

  it('drops an answer that arrives after logout', async () => {
    let answer: (v: { total: number }) => void = () => undefined;
    api.unreadTotal.mockReturnValueOnce(new Promise((r) => (answer = r)));
    useUserStore.getState().setUser({ token: 't1', userId: 'u1', userType: 'ORDINARY_USER' });
    useUserStore.getState().clearUser();
    answer({ total: 9 });
    await flush();
    expect(useChatStore.getState().unread).toBe(0);
  });

  it('counts unread notices beside the chats, and keeps the last notice count when that call fails', async () => {
    api.unreadTotal.mockResolvedValue({ total: 2 });
    api.noticeSummary.mockResolvedValueOnce({ total: 3, groups: [] });
    useUserStore.getState().setUser({ token: 't1', userId: 'u1', userType: 'ORDINARY_USER' });
    await flush();
    expect(useChatStore.getState()).toMatchObject({ unread: 2, notices: 3, owner: 'u1' });
    api.noticeSummary.mockRejectedValueOnce(new Error('down'));
    api.unreadTotal.mockResolvedValue({ total: 4 });
    await useChatStore.getState().pull();
    expect(useChatStore.getState()).toMatchObject({ unread: 4, notices: 3 });
    useUserStore.getState().clearUser();
    expect(useChatStore.getState()).toMatchObject({ unread: 0, notices: 0 });
  });
});
