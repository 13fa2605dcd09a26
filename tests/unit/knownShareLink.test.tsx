import { shareUrlOf } from '@/components/known/common/ShareSheet';

const planner = { userType: 'MERCHANT_USER', userId: 'u_demo_planner' };
const customer = { userType: 'ORDINARY_USER', userId: 'u_c1' };

describe('the link a 必懂 share hands out', () => {
  it('is the page itself with isShare=1 for a customer or a visitor, other query kept', () => {
    const u = new URL(shareUrlOf('/known/detail/answer?id=kr_1&from=feed', customer as never));
    expect(u.pathname).toBe('/known/detail/answer');
    expect(Object.fromEntries(u.searchParams)).toEqual({ id: 'kr_1', from: 'feed', isShare: '1' });
    expect(new URL(shareUrlOf('/known/detail/question?id=kq_1', { userType: '', userId: '' } as never)).pathname).toBe('/known/detail/question');
  });

  it('is the share landing with the planner for a planner, so 同意委托 reaches them', () => {
    const cases: [string, string][] = [
      ['/known/detail/question?id=kq_1', '/known/share/talk'],
      ['/known/detail/answer?id=kr_1', '/known/share/answer'],
      ['/known/detail/article?id=ka_1', '/known/share/article'],
      ['/known/detail/video?id=kv_1', '/known/materialShare'],
    ];
    for (const [from, to] of cases) {
      const u = new URL(shareUrlOf(from, planner as never));
      expect(u.pathname).toBe(to);
      expect(u.searchParams.get('plannerId')).toBe('u_demo_planner');
      expect(u.searchParams.get('isShare')).toBe('1');
    }
  });

  it('leaves other pages alone even for a planner', () => {
    const u = new URL(shareUrlOf('/known/home?homeUserId=u_x', planner as never));
    expect(u.pathname).toBe('/known/home');
    expect(u.searchParams.get('plannerId')).toBeNull();
  });
});
