import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Board, KnownCard, ReactionState } from '@/lib/contract/known/api';
import { AppFlagsProvider, type AppFlags } from '@/components/common/AppFlags';
import { DEFAULT_APP_CONTEXT } from '@/lib/app/appContext';
import { FeedCard } from '@/components/known/card/FeedCard';
import { BoardEditor } from '@/components/known/board/BoardEditor';
import { splitBoards } from '@/lib/known/boardRules';
import { useUserStore } from '@/stores/user';
// Loaded with the file, not on the first open (docs/TESTING.md, "Code a test opens on demand").
import 'antd-mobile/es/components/popup';

const router = vi.hoisted(() => ({ pathname: '/known', asPath: '/known', query: {}, push: vi.fn(() => Promise.resolve(true)) }));
vi.mock('next/router', () => ({ useRouter: () => router }));
const known = vi.hoisted(() => ({ knownOperation: vi.fn(), knownFollow: vi.fn() }));
vi.mock('@/services/known', () => known);
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), show: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
const appUser = vi.hoisted(() => ({ promptLogin: vi.fn(() => Promise.resolve(false)) }));
vi.mock('@/components/common/appUser', () => appUser);

const flags: AppFlags = { ...DEFAULT_APP_CONTEXT, isShowOpenApp: false, booted: true };
const wrap = (ui: ReactNode) => render(<AppFlagsProvider value={flags}>{ui}</AppFlagsProvider>);

const card = (over: Partial<KnownCard> = {}): KnownCard => ({
  id: 'kc_a1',
  type: 3,
  videoKind: null,
  title: '小规模纳税人怎么报税？',
  contentText: '按季度申报即可',
  images: [],
  coverUrl: '',
  durationSeconds: null,
  topics: [],
  author: { id: 'u_p', name: '李规划', avatar: '', type: 2, postName: '金牌规划师' },
  sourceId: 'kc_q1',
  status: 1,
  createdAt: '2026-11-20T02:05:00.000Z',
  applaudCount: 3,
  remarkCount: 0,
  collectCount: 0,
  answerCount: 0,
  browseCount: 0,
  hotScore: 0,
  isApplaud: false,
  ...over,
});

const reaction = (over: Partial<ReactionState>): ReactionState => ({
  applaudCount: 0,
  disapplaudCount: 0,
  collectCount: 0,
  isApplaud: false,
  isDisapplaud: false,
  isCollect: false,
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  useUserStore.setState({ token: 't', userId: 'u_me', userType: 'ORDINARY_USER' });
});

describe('FeedCard', () => {
  it('shows the author, the action line, and links to the homepage and the detail', () => {
    // read on 20 November at 15:05 (China time), five hours after it was written
    vi.useFakeTimers({ now: Date.parse('2026-11-20T15:05:00+08:00'), toFake: ['Date'] });
    wrap(<FeedCard card={card()} onVideo={vi.fn()} />);
    vi.useRealTimers();
    expect(screen.getByText('5小时前·回答了问题')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '李规划的主页' })).toHaveAttribute('href', '/known/home?homeUserId=u_p&type=2');
    expect(screen.getByRole('link', { name: /小规模纳税人怎么报税/ })).toHaveAttribute('href', '/known/detail/answer?id=kc_a1');
    // no comments yet: 评论 goes to the detail page when the list has no comments popup
    expect(screen.getByRole('link', { name: '评论，0' })).toHaveTextContent('评论');
  });

  it('likes at once and keeps the server counts', async () => {
    let answer: (r: ReactionState) => void = () => {};
    known.knownOperation.mockReturnValue(new Promise((r) => (answer = r)));
    wrap(<FeedCard card={card()} onVideo={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '赞同，3' }));
    expect(await screen.findByRole('button', { name: '赞同，4' })).toHaveAttribute('aria-pressed', 'true');
    expect(known.knownOperation).toHaveBeenCalledWith({ id: 'kc_a1', action: 'applaud' });
    await act(async () => answer(reaction({ applaudCount: 9, isApplaud: true })));
    expect(screen.getByRole('button', { name: '赞同，9' })).toBeInTheDocument();
  });

  it('puts the like back and says why when the server refuses', async () => {
    known.knownOperation.mockRejectedValue(Object.assign(new Error('x'), { code: -1 }));
    wrap(<FeedCard card={card({ isApplaud: true, applaudCount: 1 })} onVideo={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '赞同，1' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('服务异常，请刷新重试！'));
    // The toast may come in the tick of the state update, before the render React schedules for it.
    await waitFor(() => expect(screen.getByRole('button', { name: '赞同，1' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('sends a visitor to log in instead of liking', async () => {
    useUserStore.setState({ token: '', userId: '', userType: '' });
    wrap(<FeedCard card={card()} onVideo={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '赞同，3' }));
    await waitFor(() => expect(appUser.promptLogin).toHaveBeenCalled());
    expect(known.knownOperation).not.toHaveBeenCalled();
  });

  it('offers 邀请 and 写回答 on a published question, and opens videos through the player', async () => {
    const onVideo = vi.fn();
    const { unmount } = wrap(<FeedCard card={card({ type: 1 })} onVideo={onVideo} />);
    fireEvent.click(screen.getByRole('link', { name: '写回答' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/known/publish/answer?id=kc_a1'));
    expect(screen.getByRole('link', { name: '邀请' })).toHaveAttribute('href', '/known/detail/invitationList?questionId=kc_a1');
    unmount();
    const video = card({ type: 5, videoKind: 2, durationSeconds: 65, coverUrl: '/media/known/a.jpg' });
    wrap(<FeedCard card={video} onVideo={onVideo} />);
    // the duration is drawn by CSS from data-duration (so the button's visible text is its title)
    expect(document.querySelector('[data-duration="00:01:05"]')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /播放视频/ }));
    expect(onVideo).toHaveBeenCalledWith(video);
    expect(screen.getByRole('button', { name: '点赞，3' })).toBeInTheDocument();
  });
});

const b = (id: string, name: string, p = ''): Board => ({ id, name, executionParameters: p });
const BOARDS = [b('huida', '回答', 'huida'), b('tuijian', '推荐', 'tuijian'), b('guanzhu', '关注', 'guanzhu'), b('rebang', '热榜', 'rebang'), b('kt_tax', '财税')];

describe('BoardEditor', () => {
  it('moves a board to 更多板块 in edit mode and saves on 完成; the first three stay', async () => {
    const onSave = vi.fn();
    wrap(<BoardEditor visible value={{ ...splitBoards(BOARDS, []), activeId: 'kt_tax' }} onSave={onSave} onPick={vi.fn()} onClose={vi.fn()} />);
    // The Popup loads on first open (components/common/lazyAntd.tsx).
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    expect(screen.getByRole('button', { name: '关注' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '移除财税' }));
    expect(screen.getByRole('button', { name: '添加财税' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0][0];
    expect(saved.more.map((x: Board) => x.id)).toEqual(['kt_tax']);
    expect(saved.activeId).toBe('rebang');
  });

  it('opens a board of 我的板块 outside edit mode', async () => {
    const onPick = vi.fn();
    wrap(<BoardEditor visible value={{ ...splitBoards(BOARDS, ['kt_tax']), activeId: 'tuijian' }} onSave={vi.fn()} onPick={onPick} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '热榜' }));
    expect(onPick).toHaveBeenCalledWith('rebang');
  });
});
