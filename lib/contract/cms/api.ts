import { z } from 'zod';
import { codeField, limitField, looseId, optional, pageField, required } from '../fields';
import { pagedSchema } from '../paging';
import { HELP_COMMON_MAX, HELP_KEYWORD_MAX, HELP_PAGE_SIZE, HELP_RELATED_MAX } from './enums';

// ——— requests ———

export const FindProtocolQuery = z.object({
  categoryCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '协议编码有误').meta({ example: 'protocol100122' }),
  includeField: z.string().max(64, '字段列表过长').optional().meta({ example: 'content,title' }),
});

export type FindProtocolQuery = z.infer<typeof FindProtocolQuery>;

/** The help home: the categories, 常见问题 and the first page of one category (the first one when not named). */
export const FindHelpDataQuery = z.object({
  categoryCode: optional(codeField('帮助分类')).meta({ example: 'hc_order' }),
  limit: limitField(HELP_PAGE_SIZE, 50),
});
export type FindHelpDataInput = z.input<typeof FindHelpDataQuery>;

/** One category's questions, a page at a time. */
export const HelpListQuery = z.object({
  categoryCode: required(codeField('帮助分类')).meta({ example: 'hc_order' }),
  page: pageField(),
  limit: limitField(HELP_PAGE_SIZE, 50),
});
export type HelpListInput = z.input<typeof HelpListQuery>;

/** Words of the title or the body; every word must occur (white space separates them). */
export const HelpSearchQuery = z.object({
  keyword: required(
    z
      .string({ error: '请输入您遇到的问题' })
      .trim()
      .min(1, '请输入您遇到的问题')
      .max(HELP_KEYWORD_MAX, `搜索内容最多${HELP_KEYWORD_MAX}个字`),
  ).meta({ example: '发票' }),
  page: pageField(),
  limit: limitField(20, 50),
});
export type HelpSearchInput = z.input<typeof HelpSearchQuery>;

export const HelpDetailQuery = z.object({ id: looseId('问题ID').meta({ example: 'hq_0201' }) });

// ——— answers ———

/** A protocol document; title and content only when asked for (includeField), categoryCode always. */
export const Protocol = z.object({ categoryCode: z.string(), title: z.string().optional(), content: z.string().optional().meta({ description: 'HTML' }) });
export type Protocol = z.infer<typeof Protocol>;

/** Empty rows for an unknown code. */
export const ProtocolRows = z.object({ rows: z.array(Protocol) });
export type ProtocolRows = z.infer<typeof ProtocolRows>;

export const HelpCategory = z.object({
  code: z.string(),
  name: z.string(),
  articleCount: z.number().int().meta({ description: '该分类下的问题数' }),
});
export type HelpCategory = z.infer<typeof HelpCategory>;

/** A question in a list: linkType 1 opens /my/help/questions?id=, 2 the site's route wapRoute, 3 the outside page link. */
export const HelpArticleCard = z.object({
  id: z.string(),
  title: z.string(),
  categoryCode: z.string(),
  linkType: z.number().int().meta({ enum: [1, 2, 3] }),
  wapRoute: z.string().meta({ description: 'linkType 2：本站路由' }),
  link: z.string().meta({ description: 'linkType 3：站外地址' }),
});
export type HelpArticleCard = z.infer<typeof HelpArticleCard>;

export const HelpArticlePage = pagedSchema(HelpArticleCard);
export type HelpArticlePage = z.infer<typeof HelpArticlePage>;

export const HelpHome = z.object({
  categoryList: z.array(HelpCategory),
  commonList: z.array(HelpArticleCard).meta({ description: `常见问题，最多 ${HELP_COMMON_MAX} 条` }),
  categoryCode: z.string().meta({ description: 'articleData 所属分类；没有分类时为空串' }),
  articleData: HelpArticlePage,
});
export type HelpHome = z.infer<typeof HelpHome>;

/** A search result: where it was found, with the words in context (plain text). */
export const HelpSearchHit = HelpArticleCard.extend({
  categoryName: z.string(),
  snippet: z.string().meta({ description: '正文中包含搜索词的一段（纯文本）' }),
});
export type HelpSearchHit = z.infer<typeof HelpSearchHit>;

export const HelpSearchPage = pagedSchema(HelpSearchHit);
export type HelpSearchPage = z.infer<typeof HelpSearchPage>;

export const HelpArticleDetail = HelpArticleCard.extend({
  categoryName: z.string(),
  content: z.string().meta({ description: 'HTML（展示前须经白名单过滤）' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  related: z.array(HelpArticleCard).meta({ description: `同分类的其他问题，最多 ${HELP_RELATED_MAX} 条` }),
});
export type HelpArticleDetail = z.infer<typeof HelpArticleDetail>;

/** An entry of 关于我们: a CMS document (read with find_protocol) under a group heading. */
export const AboutEntry = z.object({ code: z.string(), title: z.string(), group: z.string() });
export type AboutEntry = z.infer<typeof AboutEntry>;

export const AboutEntries = z.object({ entries: z.array(AboutEntry) });
export type AboutEntries = z.infer<typeof AboutEntries>;
