/**
 * §16b, the article page's notice (a module apart from foundText, so the list and search pages do not carry it). The
 * original's text with its slips mended: 上述 (it said 上诉, an appeal), our site's name, and a way to reach us that
 * this product has (我要吐槽) instead of another company's mailbox.
 */
export const FOUND_COPYRIGHT =
  '本文版权归属原作者，本网站转载已获得作者授权，未经薯片企服书面声明，不得引用、复制、转载、摘编、修改、抄袭、剽窃或以其他任何方式使用上述内容。本文仅代表作者观点，文章内容仅供参考，不代表薯片企服的观点和立场。文章中图片源自原作者配图，如涉及侵权，请通过「我的 → 我要吐槽」联系我们删除。';
