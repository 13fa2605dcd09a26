import { createHash, randomBytes } from 'node:crypto';
import { computeSign, sha256Hex } from '@/lib/sign';
import { serverSign } from '@/server/http/sign';

// The server checks signatures with node:crypto, the browser makes them with crypto-js: they must agree exactly.

const inputs = [
  { method: 'post', path: '/api/im/v1/send_msg', data: 'clientMsgId=v-1&content=第0轮消息&groupId=g_1&msgType=text', token: 'tok', time: 1_700_000_000_000, nonce: 'n-1', sysCode: 'spc-wap', secret: 's3cret' },
  { method: 'GET', path: '/api/goods/list', data: 'filter={"a":1}&keyword=公司 注册&limit=10', time: 1, nonce: 'x', sysCode: 'spc-wap', secret: '' },
  { method: 'POST', path: '/api/upload', data: '', bodySha256: 'AB'.repeat(32), query: 'a=1', token: '', time: 2, nonce: 'y', sysCode: 'c', secret: 'k' },
  { method: 'POST', path: '/api/x', data: '😀 emoji, \u0000 nul, é, \ud7ff', time: 3, nonce: 'z', sysCode: 'c', secret: '密钥' },
];

describe('server signature (node:crypto) = client signature (crypto-js)', () => {
  it.each(inputs)('agrees on %#', (i) => {
    expect(serverSign(i)).toBe(computeSign(i));
    expect(serverSign(i)).toMatch(/^[0-9A-F]{32}$/);
  });

  it('agrees on random payloads of every size', () => {
    for (let n = 0; n < 200; n++) {
      const data = randomBytes(n * 7).toString('base64') + '中文'.repeat(n % 5);
      const i = { method: 'POST', path: `/api/p${n}`, data, token: String(n), time: n, nonce: `n${n}`, sysCode: 'spc-wap', secret: 'secret' };
      expect(serverSign(i)).toBe(computeSign(i));
    }
  });

  it('hashes bytes the same way (x-body-sha256)', () => {
    for (const size of [0, 1, 55, 56, 64, 1000, 65_537]) {
      const bytes = new Uint8Array(randomBytes(size));
      expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});
