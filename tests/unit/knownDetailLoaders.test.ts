/** The 必懂 detail loaders (services/loaders/knownDetail.ts) through pageLoader, with a fake client; the topic feed. */
import { pageLoader, type PageLoadContext } from '@/lib/pageLoader';
import { loadAnswer, loadArticle, loadInvitationList, loadQuestion, loadTopic } from '@/services/loaders/knownDetail';
import { findTopic, topicFetcher } from '@/lib/known/topicFeed';
import { failWith, fakeClient, fakeContext, propsOf } from './support/fakePage';

type Client = ReturnType<typeof fakeClient>['client'];

async function run(load: (ctx: PageLoadContext) => Promise<unknown>, client: Client, query: Record<string, string> = {}) {
  const { ctx, res } = fakeContext(query, { resolvedUrl: '/known/detail/x' });
  const page = pageLoader((pc) => load({ ...pc, client }) as never, { errorPage: true });
  return { result: await page(ctx), status: res.statusCode };
}

const author = { id: 'u1', name: '王', avatar: '', type: 1, postName: '' };
const detail = (over: Record<string, unknown> = {}) => ({ id: 'kc_q1', type: 1, title: '怎么注册公司？', status: 1, sourceId: null, author, ...over });
const page = <T>(records: T[], totalPage = 1, current = 1) => ({ records, totalCount: records.length, totalPage, current, limit: 10 });

describe('loadQuestion', () => {
  it('answers the question and the first page of its answers (默认), in share mode and after asking', async () => {
    const answers = page([{ id: 'kc_r1' }]);
    const { client, calls } = fakeClient({ '/known/v1/detail': () => detail(), '/known/v1/answers': () => answers });
    const { result, status } = await run(loadQuestion, client, { id: 'kc_q1', status: 'release', isShare: '1' });
    expect(status).toBe(200);
    expect(propsOf(result).data).toMatchObject({ detail: { id: 'kc_q1' }, answers, release: true, isShare: true });
    expect(calls).toEqual([
      { url: '/known/v1/detail', payload: { id: 'kc_q1' } },
      { url: '/known/v1/answers', payload: { questionId: 'kc_q1', sort: 'default', page: 1, limit: 15 } },
    ]);
  });

  it('still shows the question when the answers fail (the browser loads them)', async () => {
    const { client } = fakeClient({ '/known/v1/detail': () => detail(), '/known/v1/answers': failWith(500) });
    const { result } = await run(loadQuestion, client, { id: 'kc_q1' });
    expect(propsOf(result).data).toMatchObject({ answers: null, release: false, isShare: false });
  });

  it('unknown or deleted (404), a malformed id (400) and no id are Next 404s; another kind goes to its page', async () => {
    for (const code of [404, 400]) {
      const { client } = fakeClient({ '/known/v1/detail': failWith(code) });
      expect((await run(loadQuestion, client, { id: 'x' })).result).toEqual({ notFound: true });
    }
    const { client, calls } = fakeClient();
    expect((await run(loadQuestion, client, {})).result).toEqual({ notFound: true });
    expect(calls).toEqual([]);
    const other = fakeClient({ '/known/v1/detail': () => detail({ id: 'kc_a1', type: 2 }) });
    expect((await run(loadQuestion, other.client, { id: 'kc_a1' })).result).toEqual({ redirect: { destination: '/known/detail/article?id=kc_a1', permanent: false } });
  });

  it('a failing service is the error page; an invalid session goes to log in', async () => {
    const { client } = fakeClient({ '/known/v1/detail': failWith(500) });
    await expect(run(loadQuestion, client, { id: 'kc_q1' })).rejects.toThrow();
    const session = fakeClient({ '/known/v1/detail': failWith(5223) });
    expect((await run(loadQuestion, session.client, { id: 'kc_q1' })).result).toMatchObject({ redirect: { destination: expect.stringContaining('/login?redirect=') } });
  });
});

describe('loadAnswer and loadArticle', () => {
  it('an answer comes with its first two comments', async () => {
    const comments = page([{ id: 'c1' }, { id: 'c2' }]);
    const { client, calls } = fakeClient({ '/known/v1/detail': () => detail({ id: 'kc_r1', type: 3 }), '/known/comments/v1/list': () => comments });
    const { result } = await run(loadAnswer, client, { id: 'kc_r1' });
    expect(propsOf(result).data).toMatchObject({ detail: { id: 'kc_r1' }, comments: comments.records });
    expect(calls[1]).toEqual({ url: '/known/comments/v1/list', payload: { contentId: 'kc_r1', page: 1, limit: 2 } });
  });

  it('an old news id (art_…) moves for good to /found/detail/<id>, nothing asked', async () => {
    const { client, calls } = fakeClient();
    const { result } = await run(loadArticle, client, { id: 'art_0001' });
    expect(result).toEqual({ redirect: { destination: '/found/detail/art_0001', permanent: true } });
    expect(calls).toEqual([]);
  });

  it('an article comes with 推荐阅读 and its comments; both may fail on their own', async () => {
    const ok = fakeClient({
      '/known/v1/detail': () => detail({ id: 'kc_a1', type: 2 }),
      '/known/v1/recommend_articles': () => [{ id: 'kc_a2' }],
      '/known/comments/v1/list': () => page([]),
    });
    expect(propsOf((await run(loadArticle, ok.client, { id: 'kc_a1' })).result).data).toMatchObject({ recommend: [{ id: 'kc_a2' }], comments: [] });
    const bad = fakeClient({ '/known/v1/detail': () => detail({ id: 'kc_a1', type: 2 }), '/known/v1/recommend_articles': failWith(500), '/known/comments/v1/list': failWith(500) });
    expect(propsOf((await run(loadArticle, bad.client, { id: 'kc_a1' })).result).data).toMatchObject({ recommend: [], comments: null });
  });
});

const tree = [
  { id: 't1', name: '公司注册', children: [{ id: 't11', name: '有限公司' }, { id: 't12', name: '个体户' }] },
  { id: 't2', name: '财税', children: [] },
];
const card = (id: string, ...topics: string[]) => ({ id, topics: topics.map((t) => ({ id: t, name: t })) });

describe('topics', () => {
  it('finds a board with its children, a child with its board, or nothing', () => {
    expect(findTopic(tree, 't1')).toEqual({ topic: { id: 't1', name: '公司注册' }, parent: null, children: tree[0].children });
    expect(findTopic(tree, 't12')).toEqual({ topic: { id: 't12', name: '个体户' }, parent: { id: 't1', name: '公司注册' }, children: [] });
    expect(findTopic(tree, 'nope')).toBeNull();
  });

  it('a level-2 topic reads its board until it finds its cards, and ends with the board', async () => {
    const board = [page([card('a', 't11'), card('b', 't12')], 4, 1), page([card('c', 't11')], 4, 2), page([card('d', 't12'), card('e', 't12')], 4, 3), page([], 4, 4)];
    const asked: number[] = [];
    const fetchPage = topicFetcher(async (p) => {
      asked.push(p);
      return board[p - 1];
    }, 't12');
    expect(await fetchPage(1)).toEqual({ records: [card('b', 't12')], totalCount: 1, totalPage: 2, current: 1 });
    expect(await fetchPage(2)).toEqual({ records: [card('d', 't12'), card('e', 't12')], totalCount: 3, totalPage: 3, current: 2 });
    expect(await fetchPage(3)).toEqual({ records: [], totalCount: 3, totalPage: 3, current: 3 });
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(fetchPage.pagesRead()).toBe(4);
    // Page 1 again (pull-to-refresh) starts from the board's first page.
    await fetchPage(1);
    expect(asked.slice(-1)).toEqual([1]);
  });

  it('goes on where the server stopped, and gives up after a run of pages without the topic', async () => {
    const asked: number[] = [];
    const resumed = topicFetcher(async (p) => (asked.push(p), page([card(`x${p}`, p === 3 ? 't12' : 't11')], 9, p)), 't12', { resume: { pagesRead: 2, found: 1 } });
    expect(await resumed(2)).toMatchObject({ records: [card('x3', 't12')], totalCount: 2, totalPage: 3 });
    expect(asked).toEqual([3]);
    const never = topicFetcher(async (p) => page([card(`y${p}`, 't11')], 99, p), 't12', { maxReads: 3 });
    expect(await never(1)).toEqual({ records: [], totalCount: 0, totalPage: 1, current: 1 });
    expect(never.pagesRead()).toBe(3);
  });

  it('loadTopic: a board lists its feed; a child topic its board filtered; unknown is 404', async () => {
    const feed = page([card('a', 't11'), card('b', 't12')], 1, 1);
    const { client, calls } = fakeClient({ '/known/v1/topics': () => tree, '/known/v1/feed': () => feed });
    const board = propsOf((await run(loadTopic, client, { id: 't1' })).result).data as Record<string, unknown>;
    expect(board).toMatchObject({ topic: { id: 't1' }, parent: null, first: feed, boardPagesRead: 1 });
    expect(calls[1]).toEqual({ url: '/known/v1/feed', payload: { board: 't1', page: 1, limit: 10 } });
    const child = propsOf((await run(loadTopic, client, { id: 't12' })).result).data as Record<string, unknown>;
    expect(child).toMatchObject({ topic: { id: 't12' }, parent: { id: 't1' }, first: { records: [card('b', 't12')] }, boardPagesRead: 1 });
    expect(calls[3]).toEqual({ url: '/known/v1/feed', payload: { board: 't1', page: 1, limit: 30 } });
    expect((await run(loadTopic, client, { id: 'zz' })).result).toEqual({ notFound: true });
    expect((await run(loadTopic, client, {})).result).toEqual({ notFound: true });
  });
});

describe('loadInvitationList', () => {
  it('needs a published question; on a failing service the answerers load in the browser', async () => {
    const { client } = fakeClient({ '/known/v1/answerers': failWith(500) });
    expect((await run(loadInvitationList, client, {})).result).toEqual({ notFound: true });
    expect(propsOf((await run(loadInvitationList, client, { questionId: 'kc_q1' })).result).data).toEqual({ questionId: 'kc_q1', first: null });
    const gone = fakeClient({ '/known/v1/answerers': failWith(404) });
    expect((await run(loadInvitationList, gone.client, { questionId: 'kc_q9' })).result).toEqual({ notFound: true });
    const ok = fakeClient({ '/known/v1/answerers': () => page([{ id: 'u_p1' }]) });
    expect(propsOf((await run(loadInvitationList, ok.client, { questionId: 'kc_q1' })).result).data).toEqual({ questionId: 'kc_q1', first: page([{ id: 'u_p1' }]) });
  });
});
