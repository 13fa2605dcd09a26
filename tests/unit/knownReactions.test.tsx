/** useReactions: a tap on 收藏 while 赞同's call is out is not dropped, and each answer only sets its own group. */
import { act, renderHook } from '@testing-library/react';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import type { Reactions } from '@/lib/known/detailRules';
import { useReactions } from '@/components/known/detail/useDetailHooks';

const api = vi.hoisted(() => ({ knownOperation: vi.fn() }));
vi.mock('@/services/known', () => api);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), asPath: '/known/detail/video?id=kv_1' }) }));
vi.mock('@/components/known/common/useKnownLogin', () => ({ useKnownLogin: () => ({ ensure: async () => true }) }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), show: vi.fn() } }));

const start: Reactions = { applaudCount: 5, disapplaudCount: 0, collectCount: 2, isApplaud: true, isDisapplaud: false, isCollect: true };

/** A call the test answers when it likes. */
function held() {
  let answer!: (r: Reactions) => void;
  let fail!: (e: Error) => void;
  const promise = new Promise<Reactions>((res, rej) => {
    answer = res;
    fail = rej;
  });
  return { promise, answer, fail };
}

beforeEach(() => {
  api.knownOperation.mockReset();
});

/** A published content's hook whose 赞同 (unapplaud) and 收藏 (uncollect) calls the test answers. */
function published() {
  const vote = held();
  const collect = held();
  api.knownOperation.mockImplementation((input: { action: string }) => (input.action === 'unapplaud' ? vote.promise : collect.promise));
  const { result } = renderHook(() => useReactions('kv_1', 3, { ...start, status: KNOWN_STATUS.PUBLISHED }));
  return { vote, collect, result };
}

describe('useReactions', () => {
  it('takes 收藏 while 赞同 is out; the answers arriving in either order leave both as the server said', async () => {
    const { vote, collect, result } = published();

    await act(async () => {
      void result.current.toggle('applaud');
      void result.current.toggle('collect');
    });
    expect(api.knownOperation.mock.calls.map(([a]) => a.action)).toEqual(['unapplaud', 'uncollect']);
    expect(result.current.state).toMatchObject({ isApplaud: false, applaudCount: 4, isCollect: false, collectCount: 1 });

    // 收藏's answer first (the server did both), then 赞同's (the server's state after 赞同 only: still collected).
    await act(async () => collect.answer({ ...start, isApplaud: false, applaudCount: 4, isCollect: false, collectCount: 1 }));
    await act(async () => vote.answer({ ...start, isApplaud: false, applaudCount: 4 }));
    expect(result.current.state).toMatchObject({ isApplaud: false, applaudCount: 4, isCollect: false, collectCount: 1 });
  });

  it('a failed 赞同 puts back only 赞同; a second tap on the same group while it is out is ignored', async () => {
    const { vote, collect, result } = published();

    await act(async () => {
      void result.current.toggle('applaud');
      void result.current.toggle('disapplaud');
      void result.current.toggle('collect');
    });
    expect(api.knownOperation).toHaveBeenCalledTimes(2);
    await act(async () => collect.answer({ ...start, isCollect: false, collectCount: 1 }));
    await act(async () => vote.fail(new Error('网络不给力')));
    expect(result.current.state).toEqual({ ...start, isCollect: false, collectCount: 1 });
  });
});
