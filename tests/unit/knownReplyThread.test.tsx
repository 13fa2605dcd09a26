import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { KnownComment, KnownReply } from '@/services/known';
import { CommentPopup } from '@/components/known/comments/CommentPopup';
import { ReplyThread, type ReplyThreadProps } from '@/components/known/comments/ReplyThread';
// Loaded with the file, not on the first open (docs/TESTING.md, "Code a test opens on demand").
import 'antd-mobile/es/components/popup';
import '@/components/known/comments/CommentSheet';

// The folded replies under a comment (issue 28) and replying from the comment sheet.

const api = vi.hoisted(() => ({
  knownComments: vi.fn(),
  knownPublishComment: vi.fn(),
  knownDeleteComment: vi.fn(),
  knownLikeComment: vi.fn(),
  knownReplies: vi.fn(),
  knownPublishReply: vi.fn(),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const dialog = vi.hoisted(() => ({ confirm: vi.fn(async () => true) }));

vi.mock('@/services/known', () => api);
vi.mock('next/router', () => ({
  default: { beforePopState: vi.fn() },
  useRouter: () => ({ replace: vi.fn(), asPath: '/known/detail/question?id=kq_1' }),
}));
vi.mock('@/components/known/common/useKnownLogin', () => ({ useKnownLogin: () => ({ ensure: async () => true, viewer: null, isLogin: true, booted: true }) }));
vi.mock('@/components/common/lazyAntd', async (original) => ({ ...(await original<typeof import('@/components/common/lazyAntd')>()), Dialog: dialog }));
vi.mock('@/lib/toast', () => ({ toast: { success: toasts.success, error: toasts.error, show: vi.fn() } }));

const person = (id: string, name: string) => ({ id, name, avatar: '', type: 1, postName: '' });
const WANG = person('u1', '王先生');
const LI = person('u2', '李女士');
const ME = person('u9', '我');

const reply = (id: string, over: Partial<KnownReply> = {}): KnownReply => ({
  id,
  commentId: 'c1',
  contentId: 'kq_1',
  author: LI,
  replyTo: null,
  content: `回复${id}`,
  createdAt: '2026-11-20T03:00:00.000Z',
  applaudCount: 0,
  isApplaud: false,
  isMine: false,
  ...over,
});
const comment = (id: string, over: Partial<KnownComment> = {}): KnownComment => ({
  id,
  contentId: 'kq_1',
  author: WANG,
  content: `评论${id}`,
  createdAt: '2026-11-20T02:00:00.000Z',
  applaudCount: 0,
  isApplaud: false,
  isMine: false,
  replyCount: 0,
  replies: [],
  ...over,
});
const replyPage = (records: KnownReply[], current: number, totalPage: number, totalCount: number) => ({ records, current, totalPage, totalCount, limit: 10 });

const threadProps = (over: Partial<ReplyThreadProps> = {}): ReplyThreadProps => ({
  comment: comment('c1', { replyCount: 12, replies: [reply('r1'), reply('r2', { author: ME, replyTo: LI })] }),
  added: [],
  delta: 0,
  hidden: new Set(),
  likes: new Map(),
  onReply: vi.fn(),
  onLike: vi.fn(),
  onDelete: vi.fn(),
  ...over,
});
const threadRows = () => within(screen.getByRole('list', { name: '王先生的评论的回复' })).getAllByRole('listitem');

describe('reply thread', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the first two replies, 「A 回复 B」, and 查看全部 N 条回复', () => {
    render(<ReplyThread {...threadProps()} />);
    const rows = threadRows();
    expect(rows).toHaveLength(2);
    // A reply to the comment itself names only its author; a reply to a reply says whom it answers.
    expect(within(rows[0]).getByRole('link', { name: '李女士' }).closest('p')).toHaveTextContent(/^李女士$/);
    expect(within(rows[1]).getByRole('link', { name: '我' }).closest('p')).toHaveTextContent(/^我 回复 李女士$/);
    expect(screen.getByRole('button', { name: /^查看全部 12 条回复/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /收起/ })).toBeNull();
  });

  it('shows nothing for a comment without replies', () => {
    const { container } = render(<ReplyThread {...threadProps({ comment: comment('c1') })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the thread page by page, then folds it again', async () => {
    const first = Array.from({ length: 10 }, (_, i) => reply(`r${i + 1}`));
    api.knownReplies.mockResolvedValueOnce(replyPage(first, 1, 2, 12)).mockResolvedValueOnce(replyPage([reply('r11'), reply('r12')], 2, 2, 12));
    render(<ReplyThread {...threadProps()} />);
    fireEvent.click(screen.getByRole('button', { name: /^查看全部 12 条回复/ }));
    await waitFor(() => expect(threadRows()).toHaveLength(10));
    expect(api.knownReplies).toHaveBeenCalledWith({ commentId: 'c1', page: 1, limit: 10 });
    fireEvent.click(screen.getByRole('button', { name: /^展开更多回复/ }));
    await waitFor(() => expect(threadRows()).toHaveLength(12));
    expect(api.knownReplies).toHaveBeenLastCalledWith({ commentId: 'c1', page: 2, limit: 10 });
    expect(screen.queryByRole('button', { name: /^展开更多回复/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^收起/ }));
    expect(threadRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^查看全部 12 条回复/ })).toBeInTheDocument();
  });

  it('says so when the replies fail to load, and retries', async () => {
    api.knownReplies.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(replyPage([reply('r1'), reply('r2'), reply('r3')], 1, 1, 3));
    render(<ReplyThread {...threadProps({ comment: comment('c1', { replyCount: 3, replies: [reply('r1'), reply('r2')] }) })} />);
    fireEvent.click(screen.getByRole('button', { name: /^查看全部 3 条回复/ }));
    expect(await screen.findByText(/回复加载失败/)).toBeInTheDocument();
    // What was shown stays while it failed.
    expect(threadRows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '点击重试' }));
    await waitFor(() => expect(threadRows()).toHaveLength(3));
  });

  it('adds the viewer’s new replies, hides deleted ones and counts both', () => {
    render(<ReplyThread {...threadProps({ added: [reply('r9', { author: ME, replyTo: WANG, isMine: true })], delta: 0, hidden: new Set(['r1']) })} />);
    expect(threadRows().map((r) => r.textContent)).toEqual([expect.stringContaining('回复r2'), expect.stringContaining('回复r9')]);
    expect(screen.getByRole('button', { name: /^查看全部 12 条回复/ })).toBeInTheDocument();
    // Only one's own reply offers 删除.
    expect(within(threadRows()[1]).getByRole('button', { name: '删除回复' })).toBeInTheDocument();
    expect(within(threadRows()[0]).queryByRole('button', { name: '删除回复' })).toBeNull();
  });
});

describe('replying in the comment sheet', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    dialog.confirm.mockResolvedValue(true);
    const c1 = comment('c1', { replyCount: 3, replies: [reply('r1'), reply('r2', { author: ME, replyTo: LI, isMine: true })] });
    api.knownComments.mockResolvedValue({ records: [c1, comment('c2', { author: LI })], totalCount: 2, totalPage: 1, current: 1, limit: 20, remarkCount: 5 });
  });
  const open = () => render(<CommentPopup contentId="kq_1" visible onClose={() => {}} />);
  const input = () => screen.getByRole('textbox');

  it('counts comments and replies together in 评论 N', async () => {
    open();
    expect(await screen.findByText('评论 5')).toBeInTheDocument();
  });

  it('回复 on a comment says 回复 <name>, sends to that comment and shows the reply in its thread', async () => {
    api.knownPublishReply.mockResolvedValue(reply('r9', { author: ME, content: '我也想知道', isMine: true }));
    open();
    await screen.findByText('评论c1');
    fireEvent.click(screen.getAllByRole('button', { name: /^回复\s?王先生$/ })[0]);
    expect(input()).toHaveAttribute('placeholder', '回复 王先生');
    fireEvent.change(input(), { target: { value: ' 我也想知道 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('回复成功'));
    expect(api.knownPublishReply).toHaveBeenCalledWith('c1', '我也想知道');
    expect(api.knownPublishComment).not.toHaveBeenCalled();
    // The toast comes in the tick of the state update, before the render React schedules for it.
    await waitFor(() => expect(threadRows().at(-1)).toHaveTextContent('我也想知道'));
    expect(screen.getByText('评论 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^查看全部 4 条回复/ })).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', '请输入您的评论内容');
    expect(input()).toHaveValue('');
  });

  it('回复 on a reply answers that reply; 取消 goes back to commenting', async () => {
    api.knownPublishReply.mockResolvedValue(reply('r9', { author: ME, replyTo: LI, content: '谢谢', isMine: true }));
    open();
    await screen.findByText('评论c1');
    fireEvent.click(within(threadRows()[0]).getByRole('button', { name: /^回复\s?李女士$/ }));
    expect(input()).toHaveAttribute('placeholder', '回复 李女士');
    fireEvent.click(screen.getByRole('button', { name: /^取消/ }));
    expect(input()).toHaveAttribute('placeholder', '请输入您的评论内容');
    fireEvent.click(within(threadRows()[0]).getByRole('button', { name: /^回复\s?李女士$/ }));
    fireEvent.change(input(), { target: { value: '谢谢' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(api.knownPublishReply).toHaveBeenCalledWith('r1', '谢谢'));
    await waitFor(() => expect(threadRows()).toHaveLength(3));
    expect(within(threadRows()[2]).getByText('谢谢').closest('li')).toHaveTextContent('我 回复 李女士');
  });

  it('asks before deleting one’s own reply, then counts it out', async () => {
    api.knownDeleteComment.mockResolvedValue({ ok: true });
    open();
    await screen.findByText('评论c1');
    fireEvent.click(within(threadRows()[1]).getByRole('button', { name: '删除回复' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功'));
    expect(dialog.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '删除回复' }));
    expect(api.knownDeleteComment).toHaveBeenCalledWith('r2');
    // The toast comes in the tick of the state update, before the render React schedules for it.
    await waitFor(() => expect(threadRows()).toHaveLength(1));
    expect(screen.getByText('评论 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^查看全部 2 条回复/ })).toBeInTheDocument();
  });

  it('deleting a comment takes its replies off the count', async () => {
    api.knownComments.mockResolvedValue({
      records: [comment('c1', { isMine: true, replyCount: 3, replies: [reply('r1')] })],
      totalCount: 1,
      totalPage: 1,
      current: 1,
      limit: 20,
      remarkCount: 4,
    });
    api.knownDeleteComment.mockResolvedValue({ ok: true });
    open();
    await screen.findByText('评论 4');
    fireEvent.click(screen.getByRole('button', { name: '删除评论' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功'));
    // the toast comes in the tick of the state update, before the render React schedules for it
    expect(await screen.findByText('评论 0')).toBeInTheDocument();
  });
});
