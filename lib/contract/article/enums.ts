/** 资讯 categories: code → name (the list's tabs; an article of another code shows as 资讯). */
export const ARTICLE_CATEGORY_NAMES: Record<string, string> = {
  company: '公司注册',
  tax: '财税知识',
  ip: '知识产权',
  legal: '法律合规',
  policy: '政策解读',
};
