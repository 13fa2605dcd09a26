import { useKeepAliveStore } from '@/stores/keepAlive';
import { useAppStore } from '@/stores/app';
import { useChatStore } from '@/stores/chat';
import { act, renderHook } from '@testing-library/react';
import { usePlannerStore } from '@/stores/planner';
import { sharedPlannerId, useBottomPlanner } from '@/components/planner/useBottomPlanner';
import type { PlannerCard } from '@/lib/contract/planner/api';
import { useOrderStore } from '@/stores/order';
import { batchPaymentLabel, orderStatusLabel, payTypeFromCode, payTypeLabel } from '@/lib/contract/order/enums';

const initial = {
  keepAlive: useKeepAliveStore.getState(),
  app: useAppStore.getState(),
  chat: useChatStore.getState(),
  planner: usePlannerStore.getState(),
};

beforeEach(() => {
  useKeepAliveStore.setState(initial.keepAlive, true);
  useAppStore.setState(initial.app, true);
  useChatStore.setState(initial.chat, true);
  usePlannerStore.setState(initial.planner, true);
  sessionStorage.clear();
});

describe('keep-alive (include list, max 10)', () => {
  it('adds once, removes, clears', () => {
    const s = useKeepAliveStore.getState();
    expect(s.max).toBe(10);
    s.add('home');
    s.add('list');
    s.add('home');
    expect(useKeepAliveStore.getState().include).toEqual(['home', 'list']);
    s.remove('home');
    expect(useKeepAliveStore.getState().include).toEqual(['list']);
    s.clear();
    expect(useKeepAliveStore.getState().include).toEqual([]);
  });

  it('keeps at most max pages, dropping the oldest', () => {
    const s = useKeepAliveStore.getState();
    for (let i = 1; i <= 12; i++) s.add(`p${i}`);
    expect(useKeepAliveStore.getState().include).toHaveLength(10);
    expect(useKeepAliveStore.getState().include[0]).toBe('p3');
    s.setMax(3);
    expect(useKeepAliveStore.getState()).toMatchObject({ max: 3, include: ['p10', 'p11', 'p12'] });
  });
});

describe('app state', () => {
  it('never shows the open-app banner inside the app', () => {
    useAppStore.getState().setAppState({ isShowOpenApp: true });
    expect(useAppStore.getState().isShowOpenApp).toBe(true);
    useAppStore.getState().setAppState({ isInApp: true, isShowOpenApp: true });
    expect(useAppStore.getState().isShowOpenApp).toBe(false);
  });

  it('closing the banner hides it for the session', () => {
    useAppStore.getState().setAppState({ isShowOpenApp: true });
    useAppStore.getState().closeOpenApp();
    expect(useAppStore.getState().isShowOpenApp).toBe(false);
    useAppStore.getState().setAppState({ isShowOpenApp: true });
    expect(useAppStore.getState().isShowOpenApp).toBe(false);
  });

  it('one app type renames the product', () => {
    expect(useAppStore.getState().productName()).toBe('薯片企服');
    useAppStore.getState().setAppState({ appType: 'cpsc' });
    expect(useAppStore.getState().productName()).toBe('薯片找人');
  });
});

it('im unread count: set and reset', () => {
  useChatStore.getState().setUnread(120);
  expect(useChatStore.getState().unread).toBe(120);
  useChatStore.getState().setUnread(-3);
  expect(useChatStore.getState().unread).toBe(0);
  useChatStore.getState().setUnread(4);
  useChatStore.getState().reset();
  expect(useChatStore.getState().unread).toBe(0);
});

describe('planner store (spec §3 Planner)', () => {
  const card: PlannerCard = {
    mchUserId: 'u_77',
    name: '王规划',
    avatar: '/a.png',
    postName: '企服顾问',
    tagNameList: ['专业', '耐心'],
    type: 'MERCHANT_B',
    point: 890,
  };
  const other: PlannerCard = { ...card, mchUserId: 'm1', name: '李', postName: '高级规划师', tagNameList: ['a', 'b'] };

  it('holds the bottom planner exactly as the API sends it', () => {
    usePlannerStore.getState().setRecodBottomPlanner(card);
    expect(usePlannerStore.getState().recodBottomPlanner).toEqual(card);
    usePlannerStore.getState().setRecodBottomPlanner(null);
    expect(usePlannerStore.getState().recodBottomPlanner).toBeNull();
  });

  it('a goods page’s pick: a shared link’s planner is also the share planner, the page’s own clears it', () => {
    usePlannerStore.getState().pickBottomPlanner(other, true);
    expect(usePlannerStore.getState()).toMatchObject({ recodBottomPlanner: other, sharePlannerInfo: other, isShare: true });
    usePlannerStore.getState().pickBottomPlanner(card, false);
    expect(usePlannerStore.getState()).toMatchObject({ recodBottomPlanner: card, sharePlannerInfo: null, isShare: false });
    usePlannerStore.getState().pickBottomPlanner(null, true);
    expect(usePlannerStore.getState()).toMatchObject({ recodBottomPlanner: null, sharePlannerInfo: null, isShare: false });
  });

  it('the goods page’s bottom bar goes through the store while it is shown', () => {
    const hook = renderHook(({ p, shared }) => useBottomPlanner(p, shared), { initialProps: { p: other, shared: true } });
    expect(hook.result.current).toEqual(other);
    expect(usePlannerStore.getState()).toMatchObject({ recodBottomPlanner: other, isShare: true });
    expect(sharedPlannerId()).toBe('m1');
    hook.rerender({ p: card, shared: false });
    expect(hook.result.current).toEqual(card);
    expect(sharedPlannerId()).toBeUndefined();
    act(() => usePlannerStore.getState().setRecodBottomPlanner(other));
    expect(hook.result.current).toEqual(other);
    hook.unmount();
    expect(usePlannerStore.getState()).toMatchObject({ recodBottomPlanner: null, sharePlannerInfo: null, isShare: false });
  });

  it('share planner: setting marks isShare, clearing resets it', () => {
    usePlannerStore.getState().setSharePlannerInfo(other);
    expect(usePlannerStore.getState()).toMatchObject({ isShare: true, sharePlannerInfo: { mchUserId: 'm1' } });
    usePlannerStore.getState().clearSharePlannerInfo();
    expect(usePlannerStore.getState()).toMatchObject({ isShare: false, sharePlannerInfo: null });
  });
});

describe('order store (spec §3 Order store)', () => {
  it('labels pay types 1 to 4', () => {
    expect([1, 2, 3, 4].map(payTypeLabel)).toEqual(['全款', '按节点付费', '定金尾款', '服务完结收费']);
    expect(payTypeFromCode('PRO_PRE_DEPOSIT_POST_OTHERS')).toBe(3);
  });

  it('labels customer order and batch payment statuses', () => {
    expect(orderStatusLabel('ORDER_CUS_STATUS_UNPAID')).toBe('待付款');
    expect(orderStatusLabel(4)).toBe('已取消');
    expect(batchPaymentLabel('ORDER_BATCH_PAYMENT_PAY_1')).toBe('应支付');
    expect(batchPaymentLabel(2)).toBe('已支付');
  });

  it('holds the order data between pages', () => {
    useOrderStore.getState().setOrderData({ orderId: 'o1' });
    expect(useOrderStore.getState().orderData).toEqual({ orderId: 'o1' });
    useOrderStore.getState().clearOrderData();
    expect(useOrderStore.getState().orderData).toBeNull();
  });
});
