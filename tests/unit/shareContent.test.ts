import { shareTarget } from '@/components/share/shareContent';

describe('/share/content', () => {
  it('shows a shared 资讯 here, by default and by type', () => {
    expect(shareTarget({ id: 'a_001' })).toEqual({ kind: 'article', id: 'a_001' });
    expect(shareTarget({ type: 'article', contentId: 'a_002' })).toEqual({ kind: 'article', id: 'a_002' });
  });

  it('sends goods and cases to their own pages, keeping the sharing planner', () => {
    expect(shareTarget({ type: 'goods', id: 'g 1', plannerId: 'u_p' })).toEqual({ kind: 'redirect', to: '/share/goods?productId=g%201&plannerId=u_p' });
    expect(shareTarget({ type: 'case', id: 'c_1' })).toEqual({ kind: 'redirect', to: '/caseexample/details?id=c_1' });
  });

  it('is an incomplete link without an id or with an unknown type', () => {
    expect(shareTarget({})).toEqual({ kind: 'missing' });
    expect(shareTarget({ type: 'video', id: 'x' })).toEqual({ kind: 'missing' });
  });
});
