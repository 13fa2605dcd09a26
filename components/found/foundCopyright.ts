/**
 * §16b, word for word (the original's typos included: 上诉, the space in "jubao @dgg.net"). Only the article page shows
 * it: a module apart from foundText, so the list and search pages do not carry it.
 */
export const FOUND_COPYRIGHT =
  '本文版权归属原作者，本网站转载已获得作者授权，未经薯片找人网书面声明，不得引用、复制、转载、摘编、修改、抄袭、剽窃或以其他任何方式使用上诉内容。本文仅代表作者观点，文章内容仅供参考，不代表薯片找人的观点和立场。文章中图片源自原作者配图，如涉及侵权，请联系jubao @dgg.net删除';
