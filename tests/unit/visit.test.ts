import { api } from '@/lib/httpClient';
import { loadHttpClient } from '@/lib/http';
import { trackPageView } from '@/services/visit';

// A module graph of its own (docs/TESTING.md): whether this page has asked for the HTTP client is module state.
vi.mock('@/lib/progress', () => ({ progressStart: vi.fn(), progressDone: vi.fn() }));

const ok = () => new Response(JSON.stringify({ code: 200, data: null, msg: 'success' }), { headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

it('goes by fetch until the page asks for the HTTP client, then by the client (ADR 0061)', async () => {
  const fetched = vi.fn(async () => ok());
  vi.stubGlobal('fetch', fetched);
  await trackPageView({ path: '/my' });
  expect(fetched).toHaveBeenCalledTimes(1);

  const sent: string[] = [];
  api.defaults.adapter = async (config) => {
    sent.push(String(config.url));
    return { data: { code: 200, data: null, msg: 'success' }, status: 200, statusText: 'OK', headers: {}, config };
  };
  await loadHttpClient();
  await trackPageView({ path: '/detail' });
  expect(sent).toEqual(['/api/analytics/page_view']);
  expect(fetched).toHaveBeenCalledTimes(1);
});
