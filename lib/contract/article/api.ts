import { z } from 'zod';
import { keyword, limitField, looseId, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { ARTICLE_CATEGORY_NAMES, ARTICLE_HOT_COUNT, ARTICLE_KEYWORD_MAX } from './enums';

// ——— requests ———

export const GetInformationHomeQuery = z.object({ limit: limitField(4, 10) });

export const ListInformationQuery = z.object({
  page: pageField(),
  limit: limitField(10, 30),
  category: z
    .string()
    .trim()
    .refine((v) => v === '' || v in ARTICLE_CATEGORY_NAMES, '资讯分类有误')
    .optional(),
  /** Words of the title or summary (case-insensitive, matched literally); blank means no filter. */
  keyword: keyword('搜索内容')
    .optional()
    .meta({ description: `标题或摘要包含的文字（不区分大小写，按字面匹配），最多${ARTICLE_KEYWORD_MAX}个字`, example: '商标' }),
});
export type ListInformationInput = z.input<typeof ListInformationQuery>;

export const GetInformationDetailQuery = z.object({ id: looseId('资讯ID') });

export type GetInformationHomeQuery = z.infer<typeof GetInformationHomeQuery>;
export type ListInformationQuery = z.infer<typeof ListInformationQuery>;
export type GetInformationDetailQuery = z.infer<typeof GetInformationDetailQuery>;

// ——— answers ———

export const ArticleCategory = z.object({ code: z.string(), name: z.string() });
export type ArticleCategory = z.infer<typeof ArticleCategory>;

/** A card of the lists and the home. */
export const ArticleCard = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().meta({ description: '本站图片路径' }),
  category: z.string(),
  categoryName: z.string(),
  publishedAt: z.string().meta({ format: 'date-time' }),
  publishedDate: z.string().meta({ example: '2024-05-01' }),
  views: z.number().int(),
  hot: z.boolean().meta({ description: `热门：已发布资讯中阅读量最高的 ${ARTICLE_HOT_COUNT} 篇之一` }),
});
export type ArticleCard = z.infer<typeof ArticleCard>;

export const ArticlePage = pagedSchema(ArticleCard);
export type ArticlePage = z.infer<typeof ArticlePage>;

/** The body is plain text paragraphs (never HTML); `related` are up to 3 articles of the same category. */
export const ArticleDetail = ArticleCard.extend({ paragraphs: z.array(z.string()), related: z.array(ArticleCard) });
export type ArticleDetail = z.infer<typeof ArticleDetail>;

export const InformationHome = z.object({ records: z.array(ArticleCard), categories: z.array(ArticleCategory) });
export type InformationHome = z.infer<typeof InformationHome>;
