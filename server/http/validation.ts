import type { Hook } from '@hono/zod-openapi';
import type { HonoEnv } from './types';

type Issue = { path: PropertyKey[]; message: string; code?: string; input?: unknown };

/** Turns the first zod issue into a message that names the field, e.g. "phone：手机号码有误". */
export function issueMessage(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return '参数错误';
  const field = first.path.map(String).join('.') || '参数';
  if (first.code === 'invalid_type' && first.input === undefined) return `${field}：不能为空`;
  const msg = /[\u4e00-\u9fa5]/.test(first.message) ? first.message : `格式错误（${first.message}）`;
  return `${field}：${msg}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, HonoEnv, any, any> = (result, c) => {
  if (!result.success) {
    const issues = (result.error as unknown as { issues: Issue[] }).issues;
    return c.json({ code: 400, data: null, msg: issueMessage(issues) });
  }
};
