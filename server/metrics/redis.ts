import type { Redis } from 'ioredis';
import { fig } from './registry';
import { log } from '../log';

/** The commands this app sends (server/cache.ts, the chat fan-out, the flash-sale gate); any other is `other`. */
const COMMANDS = new Set([
  'get',
  'set',
  'del',
  'incr',
  'expire',
  'eval',
  'evalsha',
  'multi',
  'exec',
  'publish',
  'subscribe',
  'unsubscribe',
  'scan',
  'ping',
  'info',
  'client',
  'hget',
  'hincrby',
]);
export const commandLabel = (name: string): string => (COMMANDS.has(name) ? name : 'other');

type Command = { name: string; promise: Promise<unknown> };
const TIMED = Symbol.for('crisps.metrics.redisTimed');

/**
 * Times every command of this connection and counts the failed ones. ioredis sends each command (pipelined,
 * auto-pipelined and MULTI ones too) through `sendCommand`, whose command object carries the reply's promise.
 */
export function instrumentRedis(redis: Redis): void {
  const target = redis as unknown as Record<string | symbol, unknown>;
  if (target[TIMED]) return;
  target[TIMED] = true;
  const send = redis.sendCommand;
  redis.sendCommand = function (this: Redis, command: Command, ...rest: unknown[]) {
    const start = performance.now();
    const name = commandLabel(command.name);
    command.promise.then(
      () => fig().redis.observe({ command: name }, (performance.now() - start) / 1000),
      () => {
        const f = fig();
        f.redis.observe({ command: name }, (performance.now() - start) / 1000);
        f.redisErrors.inc({ command: name });
      },
    );
    return (send as (...a: unknown[]) => unknown).call(this, command, ...rest);
  } as Redis['sendCommand'];
  redis.on('error', (err: Error) => {
    fig().redisConnectionErrors.inc();
    // ioredis prints an error event nobody listens to; counting it must not make it silent.
    if (redis.listenerCount('error') === 1) log.warn({ where: 'redis', err }, 'connection error');
  });
}
