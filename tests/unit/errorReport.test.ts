import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { newRequestId, requestIdOf, saneRequestId } from '@/lib/requestId';

// The SDK is replaced: these tests check when it is loaded and what it is given (the real SDK with a fake transport is
// exercised in tests/integration/errorReporting.test.ts).
const sdk = vi.hoisted(() => {
  const tags: Record<string, string> = {};
  return {
    tags,
    captured: [] as unknown[],
    loaded: 0,
  };
});
vi.mock('@sentry/nextjs', () => {
  sdk.loaded++;
  return {
    withScope: (fn: (scope: { setTag: (k: string, v: string) => void }) => void) => fn({ setTag: (k, v) => void (sdk.tags[k] = v) }),
    captureException: (e: unknown) => void sdk.captured.push(e),
  };
});

const { reportError } = await import('@/server/http/report');
const { reportSsrError } = await import('@/components/common/ssrErrorReport');

const fakeRes = () => {
  const headers: Record<string, string> = {};
  return { headers, headersSent: false, setHeader: (k: string, v: string) => void (headers[k] = v) };
};

beforeEach(() => {
  sdk.captured.length = 0;
  for (const k of Object.keys(sdk.tags)) delete sdk.tags[k];
});
afterEach(() => {
  delete process.env.SENTRY_DSN;
});

describe('request ids', () => {
  it('keeps 1–64 characters of [A-Za-z0-9-_], refuses anything else', () => {
    expect(saneRequestId('abc-DEF_123')).toBe('abc-DEF_123');
    expect(saneRequestId('x'.repeat(64))).toBe('x'.repeat(64));
    for (const bad of ['', 'x'.repeat(65), 'a b', 'a/b', 'ä', undefined, 42]) expect(saneRequestId(bad)).toBeUndefined();
    expect(saneRequestId(['first-id', 'second'])).toBe('first-id');
    expect(requestIdOf('bad id!')).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});

describe('reportError', () => {
  it('without SENTRY_DSN does not even load the SDK', async () => {
    await reportError(new Error('x'), { where: 'api', requestId: 'r1' });
    expect(sdk.loaded).toBe(0);
    expect(sdk.captured).toEqual([]);
  });

  it('with SENTRY_DSN sends the error tagged with where it happened and the request id', async () => {
    process.env.SENTRY_DSN = 'https://public@o0.ingest.sentry.invalid/1';
    const err = new Error('boom');
    await reportError(err, { where: 'api', requestId: 'r1', tags: { path: '/api/x' } });
    expect(sdk.captured).toEqual([err]);
    expect(sdk.tags).toMatchObject({ where: 'api', request_id: 'r1', path: '/api/x' });
  });
});

describe('the server-rendered error page', () => {
  it('puts the request id on the response and sends a 5xx with its id and path', async () => {
    process.env.SENTRY_DSN = 'https://public@o0.ingest.sentry.invalid/1';
    const res = fakeRes();
    const err = new Error('getServerSideProps threw');
    const id = await reportSsrError({ req: { headers: { 'x-request-id': 'ssr-1' } } as never, res: res as never, err, asPath: '/order/detail?id=1' }, 500);
    expect(id).toBe('ssr-1');
    expect(res.headers['X-Request-Id']).toBe('ssr-1');
    expect(sdk.captured).toEqual([err]);
    expect(sdk.tags).toMatchObject({ where: 'ssr', request_id: 'ssr-1', path: '/order/detail' });
  });

  it('sends nothing for a 404, or without a DSN, but still gives the response an id', async () => {
    process.env.SENTRY_DSN = 'https://public@o0.ingest.sentry.invalid/1';
    const res = fakeRes();
    await reportSsrError({ req: { headers: {} } as never, res: res as never, err: null, asPath: '/nope' }, 404);
    expect(res.headers['X-Request-Id']).toMatch(/^[0-9a-f]{32}$/);
    delete process.env.SENTRY_DSN;
    await reportSsrError({ req: { headers: {} } as never, res: fakeRes() as never, err: new Error('x'), asPath: '/' }, 500);
    expect(sdk.captured).toEqual([]);
  });
});
