import type { Hook } from '@hono/zod-openapi';
import type { HonoEnv } from './types';

/** A zod (v4) issue, loosely: what the message needs. */
export type Issue = {
  path: PropertyKey[];
  message: string;
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  format?: string;
};

/** What a message calls a value without a field name: the body itself (a JSON array, a bare string, nothing). */
export const ROOT_FIELD = '请求体';

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值（true/false）',
  array: '数组',
  object: '对象',
  date: '日期',
};

const hasChinese = (s: string) => /[\u4e00-\u9fa5]/.test(s);

/** A readable Chinese reason for a zod issue that carries no Chinese message of its own. */
function reason(i: Issue): string {
  const n = (v: number | bigint | undefined) => String(v);
  switch (i.code) {
    case 'invalid_type':
      if (i.input === undefined) return '不能为空';
      if (i.expected === 'number' && typeof i.input === 'number' && !Number.isFinite(i.input)) return '须为有限数字';
      return `须为${TYPE_NAMES[i.expected ?? ''] ?? '正确的类型'}`;
    case 'too_big':
      if (i.origin === 'string') return `不能超过${n(i.maximum)}个字符`;
      if (i.origin === 'array' || i.origin === 'set') return `最多${n(i.maximum)}项`;
      return `不能大于${n(i.maximum)}`;
    case 'too_small':
      if (i.origin === 'string') return Number(i.minimum) <= 1 ? '不能为空' : `至少${n(i.minimum)}个字符`;
      if (i.origin === 'array' || i.origin === 'set') return Number(i.minimum) <= 1 ? '不能为空' : `至少${n(i.minimum)}项`;
      return `不能小于${n(i.minimum)}`;
    case 'invalid_format':
      return '格式错误';
    case 'invalid_value':
    case 'invalid_union':
      return '取值无效';
    case 'not_multiple_of':
      return '取值无效（精度不符）';
    case 'unrecognized_keys':
      return '含有不支持的参数';
    default:
      return '格式错误';
  }
}

/** Turns the first zod issue into a message that names the field, e.g. "phone：手机号码有误" or "goodsNumber：须为整数". */
export function issueMessage(issues: Issue[], root = ROOT_FIELD): string {
  const first = issues[0];
  if (!first) return `${root}：参数错误`;
  const field = first.path.map(String).join('.') || root;
  if (!first.path.length && first.code === 'invalid_type') return `${root}：须为${TYPE_NAMES[first.expected ?? ''] ?? '对象'}`;
  if (first.code === 'invalid_type' && first.input === undefined) return `${field}：不能为空`;
  // A route's own Chinese message wins, unless it is zod's generic one for an un-coercible number ("须为…" below).
  const msg = hasChinese(first.message) ? first.message : reason(first);
  return msg.startsWith(`${field}：`) ? msg : `${field}：${msg}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, HonoEnv, any, any> = (result, c) => {
  if (!result.success) {
    const issues = (result.error as unknown as { issues: Issue[] }).issues;
    return c.json({ code: 400, data: null, msg: issueMessage(issues) });
  }
};
