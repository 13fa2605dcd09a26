import { z } from 'zod';
import { limitField, oneOf, optional, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { NOTICE_CATEGORIES } from './enums';

/** 通知 (issue 27 §2; docs/API.md "通知"): the caller's notices, their unread counts, marking read, and muting a group. */

const category = (label: string) => oneOf(NOTICE_CATEGORIES, `${label}只能是 trade、interact 或 system`);

// ——— requests ———

export const NoticeListQuery = z.object({
  category: optional(category('分类')).meta({ description: '分类：trade 交易通知、interact 互动消息、system 系统通知；不传为全部' }),
  page: pageField(),
  limit: limitField(20, 50),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuery>;

export const NoticeReadBody = z
  .object({
    id: optional(z.string().max(64, '通知ID有误').regex(/^[A-Za-z0-9_-]+$/, '通知ID有误')).meta({ description: '标记一条已读；与 all 二选一' }),
    all: optional(z.enum(['0', '1'], { error: 'all只能为0或1' })).meta({ description: '1：标记全部（或 category 分类下全部）已读' }),
    category: optional(category('分类')),
  })
  .refine((b) => Boolean(b.id) !== (b.all === '1'), { message: '请指定通知ID，或 all=1 全部标记已读', path: ['id'] });
export type NoticeReadBody = z.infer<typeof NoticeReadBody>;

export const NoticeSettingsBody = z.object({
  category: category('分类'),
  on: z.enum(['0', '1'], { error: 'on只能为0或1' }).meta({ description: '1 接收，0 不再接收该分类的通知' }),
});
export type NoticeSettingsBody = z.infer<typeof NoticeSettingsBody>;

// ——— answers ———

export const NoticeItem = z.object({
  id: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  kind: z.string().meta({ description: '事件，如 aftersale.offer、known.answer、withdraw.failed' }),
  title: z.string(),
  body: z.string(),
  link: z.string().meta({ description: '打开的页面（站内路径），空为无' }),
  read: z.boolean(),
  createdAt: z.string().meta({ description: 'ISO 时间' }),
});
export type NoticeItem = z.infer<typeof NoticeItem>;

export const NoticePage = pagedSchema(NoticeItem);
export type NoticePage = z.infer<typeof NoticePage>;

const latest = z.object({ title: z.string(), createdAt: z.string() }).nullable();
export const NoticeSummary = z.object({
  total: z.number().int().meta({ description: '未读总数' }),
  groups: z.array(z.object({ category: z.enum(NOTICE_CATEGORIES), unread: z.number().int(), latest, on: z.boolean() })),
});
export type NoticeSummary = z.infer<typeof NoticeSummary>;

export const NoticeReadResult = z.object({ updated: z.number().int(), total: z.number().int().meta({ description: '剩余未读总数' }) });
export type NoticeReadResult = z.infer<typeof NoticeReadResult>;
