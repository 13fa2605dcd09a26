import { goBack } from '@/lib/goBack';
import { hasAppHistory, noteAppNavigation, resetAppHistory } from '@/lib/appHistory';
import { sectionHome } from '@/lib/sectionHome';

describe('sectionHome: where back leads with no page of ours behind', () => {
  it.each([
    ['/known/detail/question?id=1', '/known'],
    ['/known', '/known'],
    ['/creatCenter/index', '/known'],
    ['/share/content?id=3', '/known'],
    ['/found/detail/12', '/found'],
    ['/my/wallet/bill/detail?id=1', '/my'],
    ['/order/detail?id=9', '/my'],
    ['/myDemandCard/list', '/my'],
    ['/contract/list', '/my'],
    ['/pay/result', '/my'],
    ['/msg', '/msg'],
    ['/detail/goods?id=1', '/'],
    ['/knownx', '/'],
    ['/mystery', '/'],
    ['/', '/'],
  ])('%s → %s', (path, home) => expect(sectionHome(path)).toBe(home));
});

describe('goBack', () => {
  const win = globalThis as unknown as { window?: unknown };
  const router = (asPath: string) => ({ asPath, back: vi.fn(), replace: vi.fn(() => Promise.resolve(true)) });
  afterEach(() => {
    delete win.window;
    resetAppHistory();
  });

  it('goes back when the Navigation API has an entry of ours behind, else to the section home', () => {
    win.window = { navigation: { currentEntry: { index: 1 } }, history: { length: 2 } };
    const r1 = router('/known/detail/answer?id=1');
    goBack(r1);
    expect(r1.back).toHaveBeenCalled();
    win.window = { navigation: { currentEntry: { index: 0 } }, history: { length: 3 } };
    const r2 = router('/known/detail/answer?id=1');
    goBack(r2);
    expect(r2.back).not.toHaveBeenCalled();
    expect(r2.replace).toHaveBeenCalledWith('/known');
  });

  it('without the Navigation API, goes back only after a client navigation of ours; a given fallback wins', () => {
    win.window = { history: { length: 4 } };
    expect(hasAppHistory()).toBe(false);
    const r1 = router('/my/help/questions');
    goBack(r1, '/my/help');
    expect(r1.replace).toHaveBeenCalledWith('/my/help');
    noteAppNavigation();
    const r2 = router('/my/help/questions');
    goBack(r2, '/my/help');
    expect(r2.back).toHaveBeenCalled();
  });
});
