import { Redis } from 'ioredis';
import { describeError } from '@/server/http/dbErrors';

describe('describeError (server/http/dbErrors.ts)', () => {
  it('an unreachable Redis is busy (503), not a program error: what ioredis really throws', async () => {
    // A port nothing listens on; no reconnecting, so the command fails as it does once Redis stays down.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    redis.on('error', () => {});
    const err = await redis.get('k').then(
      () => null,
      (e: unknown) => e,
    );
    redis.disconnect();
    expect(err).toBeTruthy();
    expect(describeError(err).kind).toBe('busy');
    const spent = Object.assign(new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.'), { name: 'MaxRetriesPerRequestError' });
    expect(describeError(spent).kind).toBe('busy');
  });

  it('a database that refuses connections is busy; a refused value is bad input; anything else is not', () => {
    expect(describeError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })).kind).toBe('busy');
    expect(describeError(Object.assign(new Error('value too long'), { code: '22001' })).kind).toBe('bad_input');
    expect(describeError(new TypeError('x is undefined')).kind).toBe('other');
  });

  it('a lock waited for longer than lock_timeout (a pipelined connection’s) is busy: try again shortly', () => {
    expect(describeError(Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })).kind).toBe('busy');
  });
});
