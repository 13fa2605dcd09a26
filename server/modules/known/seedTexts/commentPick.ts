import { COMMENTS } from './comments';

/** Comments that fit any post (thanks, praise, a request for more). */
export const GENERIC_COMMENTS = [
  '讲得很清楚，收藏了',
  '干货，感谢分享',
  '写得很专业，点赞',
  '这个回答解决了我的疑问',
  '谢谢，说得很实在',
  '希望多出一些这样的内容',
  '这篇可以转给刚创业的朋友',
  '请问这个在我们城市也一样吗',
  '比我自己查了一下午的资料清楚多了',
];

const bigrams = (text: string): Set<string> => {
  const han = text.replace(/[^\p{Script=Han}A-Za-z0-9]/gu, '');
  const out = new Set<string>();
  for (let i = 0; i + 1 < han.length; i++) out.add(han.slice(i, i + 2));
  return out;
};

/** Words too common in this corpus to say what a post is about. */
const COMMON = new Set(['公司', '请问', '一下', '这个', '我们', '可以', '什么', '怎么', '需要', '一定', '自己', '没有', '时候', '就是', '知道']);
const SPECIFIC = COMMENTS.filter((c) => !GENERIC_COMMENTS.includes(c)).map((c) => ({ c, grams: [...bigrams(c)].filter((g) => !COMMON.has(g)) }));

/**
 * The seeded comments that are about a post: those sharing at least two specific word pairs with its title and text
 * (商标, 续展, 零申报…), else the ones that fit any post. A comment about trademarks under a post on payroll tax
 * reads as a bot's.
 */
export function commentsAbout(title: string, text: string): string[] {
  const post = bigrams(`${title}${text}`);
  const fit = SPECIFIC.filter(({ grams }) => grams.filter((g) => post.has(g)).length >= 2).map(({ c }) => c);
  return fit.length ? [...fit, ...GENERIC_COMMENTS.slice(0, 2)] : GENERIC_COMMENTS;
}
