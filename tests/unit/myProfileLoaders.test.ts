/** The loader of 个人信息 and the account-security pages, called the way their pages call it, with a fake client. */
import { describe, expect, it } from 'vitest';
import { pageLoader, type PageLoadContext } from '@/lib/pageLoader';
import { loadProfile, loadSettingsProtocol } from '@/services/loaders/myProfile';
import { failWith, fakeClient, fakeContext, propsOf } from './support/fakePage';

type Client = ReturnType<typeof fakeClient>['client'];

async function run<T>(load: (pc: PageLoadContext) => Promise<T>, client: Client, opts: { cookie?: string; query?: Record<string, string> } = {}) {
  const { ctx } = fakeContext(opts.query ?? {}, { cookie: opts.cookie, resolvedUrl: '/my/information' });
  return pageLoader((pc) => load({ ...pc, client }) as never)(ctx);
}

const SESSION = 'token=t1; userId=u1; userType=ORDINARY_USER';

describe('services/loaders/myProfile', () => {
  it('reads the caller’s profile with the session', async () => {
    const { client, calls } = fakeClient({ '/user/v1/profile': () => ({ id: 'u1', nickName: '薯片小王' }) });
    const props = propsOf(await run(loadProfile, client, { cookie: SESSION }));
    expect(calls.map((c) => c.url)).toEqual(['/user/v1/profile']);
    expect(props.data).toEqual({ profile: { id: 'u1', nickName: '薯片小王' } });
  });

  it('leaves the profile to the browser without a session cookie (the app hands the user over later)', async () => {
    const { client, calls } = fakeClient();
    expect(propsOf(await run(loadProfile, client)).data).toEqual({ profile: null });
    expect(calls).toEqual([]);
  });

  it('sends an invalid session to log in and back, and leaves other failures to the browser', async () => {
    const gone = fakeClient({ '/user/v1/profile': failWith(5223, '登录失效，请重新登录') });
    expect(await run(loadProfile, gone.client, { cookie: SESSION })).toMatchObject({ redirect: { destination: expect.stringContaining('/login?redirect=') } });
    const busy = fakeClient({ '/user/v1/profile': failWith(500) });
    expect(propsOf(await run(loadProfile, busy.client, { cookie: SESSION })).data).toEqual({ profile: null });
  });

  it('asks for the document code of /my/settings/protocol and keeps only this site’s paths for back and next', async () => {
    const { client } = fakeClient();
    const props = propsOf(await run(loadSettingsProtocol, client, { query: { redirect: 'https://evil.example/', next: '//evil.example' } }));
    expect(props.data).toMatchObject({ error: '请传入需要获取的协议!', html: null, redirect: null, next: null });
  });
});
