/** 资讯 categories: code → name (the list's tabs; an article of another code shows as 资讯). */
export const ARTICLE_CATEGORY_NAMES: Record<string, string> = {
  company: '公司注册',
  tax: '财税知识',
  ip: '知识产权',
  legal: '法律合规',
  policy: '政策解读',
};

/** The list's keyword filter: at most this many characters (fields.ts `keyword`, which the request schema uses). */
export const ARTICLE_KEYWORD_MAX = 50;

/** The most-read published articles carry `hot` (the 热门 tag): this many of them. */
export const ARTICLE_HOT_COUNT = 3;
