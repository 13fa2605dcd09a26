import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { KnownComment } from '@/services/known';
import { CommentPopup } from '@/components/known/comments/CommentPopup';
// Loaded with the file, not on the first open (docs/TESTING.md, "Code a test opens on demand").
import 'antd-mobile/es/components/popup';
import '@/components/known/comments/CommentSheet';

const api = vi.hoisted(() => ({
  knownComments: vi.fn(),
  knownPublishComment: vi.fn(),
  knownDeleteComment: vi.fn(),
  knownLikeComment: vi.fn(),
  knownReplies: vi.fn(),
  knownPublishReply: vi.fn(),
}));
const login = vi.hoisted(() => ({ ensure: vi.fn(async () => true) }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const dialog = vi.hoisted(() => ({ confirm: vi.fn(async () => true) }));

vi.mock('@/services/known', () => api);
vi.mock('next/router', () => ({
  default: { beforePopState: vi.fn() },
  useRouter: () => ({ replace: vi.fn(), asPath: '/known/detail/question?id=kq_1' }),
}));
vi.mock('@/components/known/common/useKnownLogin', () => ({ useKnownLogin: () => ({ ensure: login.ensure, viewer: null, isLogin: true, booted: true }) }));
vi.mock('@/components/common/lazyAntd', async (original) => ({ ...(await original<typeof import('@/components/common/lazyAntd')>()), Dialog: dialog }));
vi.mock('@/lib/toast', () => ({ toast: { success: toasts.success, error: toasts.error, show: vi.fn() } }));

const author = { id: 'u1', name: '王先生', avatar: '', type: 1, postName: '' };
const comment = (id: string, over: Partial<KnownComment> = {}): KnownComment => ({
  id,
  contentId: 'kq_1',
  author,
  content: `评论${id}`,
  createdAt: '2026-11-20T02:00:00.000Z',
  applaudCount: 1,
  isApplaud: false,
  isMine: false,
  replyCount: 0,
  replies: [],
  ...over,
});
const page = (records: KnownComment[], totalCount = records.length) => ({ records, totalCount, totalPage: 1, current: 1, limit: 20, remarkCount: totalCount });

function open(onCountChange = vi.fn()) {
  render(<CommentPopup contentId="kq_1" visible onClose={() => {}} onCountChange={onCountChange} />);
  return onCountChange;
}
const rows = () => within(screen.getByRole('list', { name: '评论列表' })).queryAllByRole('listitem');

describe('comment popup', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    login.ensure.mockResolvedValue(true);
    dialog.confirm.mockResolvedValue(true);
    api.knownComments.mockResolvedValue(page([comment('c1', { isMine: true }), comment('c2')], 2));
  });

  it('a post not published yet says 审核通过后可评论 and loads no comments (there is no list to fail)', async () => {
    render(<CommentPopup contentId="kq_1" open={false} visible onClose={() => {}} />);
    expect(await screen.findByText('审核通过后可评论')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入您的评论内容')).toBeNull();
    expect(api.knownComments).not.toHaveBeenCalled();
  });

  it('loads the comments when it opens and reports the count', async () => {
    let answer!: (p: ReturnType<typeof page>) => void;
    api.knownComments.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const onCount = open();
    // No count before the first page answers (评论 0 would be wrong for a question with comments).
    expect(await screen.findByText('评论')).toBeInTheDocument();
    expect(screen.queryByText(/^评论 \d+$/)).toBeNull();
    act(() => answer(page([comment('c1', { isMine: true }), comment('c2')], 2)));
    expect(await screen.findByText('评论c1')).toBeInTheDocument();
    expect(screen.getByText('评论 2')).toBeInTheDocument();
    expect(api.knownComments).toHaveBeenCalledWith({ contentId: 'kq_1', sort: 'default', page: 1, limit: 20 });
    await waitFor(() => expect(onCount).toHaveBeenLastCalledWith(2));
    // Only one's own comments offer 删除.
    expect(within(rows()[0]).getByRole('button', { name: '删除评论' })).toBeInTheDocument();
    expect(within(rows()[1]).queryByRole('button', { name: '删除评论' })).toBeNull();
  });

  it('publishes the trimmed text first in the list, counts it and clears the input; blank text sends nothing', async () => {
    const onCount = open();
    await screen.findByText('评论c1');
    const input = screen.getByPlaceholderText('请输入您的评论内容');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(api.knownPublishComment).not.toHaveBeenCalled();

    api.knownPublishComment.mockResolvedValue(comment('c9', { content: '新评论', isMine: true, applaudCount: 0 }));
    fireEvent.change(input, { target: { value: '  新评论 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('发布成功'));
    expect(api.knownPublishComment).toHaveBeenCalledWith('kq_1', '新评论');
    // The toast is called in the same tick as the state updates, whose render React schedules after it (a loaded
    // machine showed the toast called and the list not yet drawn): wait for the render.
    await waitFor(() => expect(rows()[0]).toHaveTextContent('新评论'));
    expect(screen.getByText('评论 3')).toBeInTheDocument();
    // reported from an effect after the render that shows it
    await waitFor(() => expect(onCount).toHaveBeenLastCalledWith(3));
    expect(input).toHaveValue('');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('asks before deleting; a cancelled delete keeps the comment', async () => {
    dialog.confirm.mockResolvedValue(false);
    open();
    await screen.findByText('评论c1');
    fireEvent.click(within(rows()[0]).getByRole('button', { name: '删除评论' }));
    await waitFor(() => expect(dialog.confirm).toHaveBeenCalledTimes(1));
    expect(api.knownDeleteComment).not.toHaveBeenCalled();
    expect(screen.getByText('评论c1')).toBeInTheDocument();
  });

  it('deletes one of one own comments and counts it out', async () => {
    api.knownDeleteComment.mockResolvedValue({ ok: true });
    open();
    await screen.findByText('评论c1');
    fireEvent.click(within(rows()[0]).getByRole('button', { name: '删除评论' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功'));
    expect(dialog.confirm).toHaveBeenCalledTimes(1);
    expect(api.knownDeleteComment).toHaveBeenCalledWith('c1');
    await waitFor(() => expect(screen.queryByText('评论c1')).toBeNull());
    expect(screen.getByText('评论 1')).toBeInTheDocument();
  });

  it('likes at once, keeps the server count, and puts the like back when the call fails', async () => {
    open();
    await screen.findByText('评论c2');
    let answer!: (v: { applaudCount: number; isApplaud: boolean }) => void;
    api.knownLikeComment.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const like = within(rows()[1]).getByRole('button', { name: /^点赞( \d+)?$/ });
    fireEvent.click(like);
    await waitFor(() => expect(within(rows()[1]).getByRole('button', { name: '取消点赞 2' })).toHaveTextContent('2'));
    expect(api.knownLikeComment).toHaveBeenCalledWith('c2', true);
    await act(async () => answer({ applaudCount: 7, isApplaud: true }));
    expect(within(rows()[1]).getByRole('button', { name: '取消点赞 7' })).toHaveTextContent('7');

    api.knownLikeComment.mockRejectedValueOnce(new Error('network'));
    fireEvent.click(within(rows()[1]).getByRole('button', { name: '取消点赞 7' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('服务异常，请刷新重试！'));
    // The toast may come in the tick of the state update, before the render React schedules for it.
    await waitFor(() => expect(within(rows()[1]).getByRole('button', { name: '取消点赞 7' })).toHaveTextContent('7'));
  });

  it('does nothing but ask to log in when the visitor is not logged in', async () => {
    login.ensure.mockResolvedValue(false);
    open();
    await screen.findByText('评论c1');
    fireEvent.change(screen.getByPlaceholderText('请输入您的评论内容'), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    fireEvent.click(within(rows()[1]).getByRole('button', { name: /^点赞( \d+)?$/ }));
    await waitFor(() => expect(login.ensure).toHaveBeenCalledTimes(2));
    expect(api.knownPublishComment).not.toHaveBeenCalled();
    expect(api.knownLikeComment).not.toHaveBeenCalled();
  });

  it('时间 reloads newest first, 暂无评论 when there is none', async () => {
    open();
    await screen.findByText('评论c1');
    api.knownComments.mockResolvedValue(page([]));
    fireEvent.click(screen.getByRole('button', { name: '时间' }));
    expect(await screen.findByText('暂无评论，快来抢沙发吧')).toBeInTheDocument();
    expect(api.knownComments).toHaveBeenLastCalledWith({ contentId: 'kq_1', sort: 'time', page: 1, limit: 20 });
    expect(screen.getByText('评论 0')).toBeInTheDocument();
  });
});
