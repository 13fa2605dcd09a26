import { ApiError } from '@/lib/httpErrors';
import { fetchEnvelope } from '@/lib/fetchEnvelope';
import { putStraight, type StraightOssToken } from '@/services/upload';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const token = { uploadUrl: '/api/upload/v1/straightPut?policy=p', maxSize: 1024 } as StraightOssToken;

describe('fetchEnvelope (calls that go without the HTTP client)', () => {
  it('answers the envelope whatever its code, with the response', async () => {
    const { res, env } = await fetchEnvelope('/x', {}, async () => json({ code: 4003, data: { serverTime: 1 }, msg: '签名已过期' }));
    expect(env).toEqual({ code: 4003, data: { serverTime: 1 }, msg: '签名已过期' });
    expect(res.status).toBe(200);
  });

  it('rejects as the client does when there is no network or no envelope', async () => {
    const failed = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchEnvelope('/x', {}, failed)).rejects.toMatchObject({ code: -1, message: '网络异常，请检查网络后重试' });
    await expect(fetchEnvelope('/x', {}, async () => new Response('<html>502</html>', { status: 502 }))).rejects.toMatchObject({ code: 502, message: '服务返回格式错误' });
    const err = await fetchEnvelope('/x', {}, async () => new Response('oops')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: -1, message: '服务返回格式错误' });
  });

  it('a straight upload’s PUT sends the bytes and unwraps the envelope', async () => {
    const sent: RequestInit[] = [];
    const ok = await putStraight(token, new Blob(['abc']), async (_url, init) => (sent.push(init!), json({ code: 200, data: { size: 3 }, msg: 'success' })));
    expect(ok).toEqual({ size: 3 });
    expect(sent[0].method).toBe('PUT');
    await expect(putStraight(token, new Blob(['abc']), async () => json({ code: 400, data: null, msg: '' }))).rejects.toMatchObject({ code: 400, message: '上传失败' });
    await expect(putStraight(token, new Blob([new Uint8Array(2048)]), async () => json({ code: 200, data: null, msg: '' }))).rejects.toMatchObject({ code: 400, field: 'file' });
  });
});
