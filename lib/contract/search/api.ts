import { z } from 'zod';
import { intIn, limitField, pageField } from '../fields';

// ——— requests ———

export const FindKeywordListQuery = z.object({
  findType: intIn('查询类型', 0, 3).default(3).meta({ description: '3 全部，1 仅普通推荐，0 推荐+高亮，2 热搜' }),
  topLimit: limitField(10, 50),
  topPage: pageField(),
  heightLimit: limitField(4, 20),
  heightPage: pageField(),
  hotLimit: limitField(5, 50),
  hotPage: pageField(),
});
export type KeywordListInput = z.input<typeof FindKeywordListQuery>;

export const SearchSuggestQuery = z.object({
  keyword: z.string({ error: '不能为空' }).trim().min(1, '请输入搜索内容').max(50, '搜索内容最多50个字'),
  limit: limitField(10, 20),
});
export type SearchSuggestInput = z.input<typeof SearchSuggestQuery>;

export type FindKeywordListQuery = z.infer<typeof FindKeywordListQuery>;
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuery>;

// ——— answers ———

/** isJumpLink (KEYWORD_JUMP): 0 search, 1 route, 2 URL, 3 image — the search page searches the word whatever it is. */
export const Keyword = z.object({
  id: z.string(),
  name: z.string(),
  isJumpLink: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  wapRoute: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  allSearchTimes: z.number().int(),
});
export type Keyword = z.infer<typeof Keyword>;

export const KeywordListData = z.object({
  topHeightList: z.array(Keyword),
  topUnHeightList: z.array(Keyword),
  hotList: z.array(Keyword),
  topUnHeightTotalPage: z.number().int().meta({ description: '换一换翻到末页后回到第一页' }),
});
export type KeywordListData = z.infer<typeof KeywordListData>;

export const Suggestion = z.object({
  name: z.string(),
  type: z.enum(['keyword', 'category', 'goods', 'trade']),
  href: z.string().meta({ description: "点击去向：搜索（''），或分类 / 详情地址" }),
  match: z.object({ start: z.number().int(), end: z.number().int() }).nullable().meta({ description: '名称中输入文字的区间 [start, end)' }),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SearchSuggestData = z.object({ rows: z.array(Suggestion) });
export type SearchSuggestData = z.infer<typeof SearchSuggestData>;
