/** CMS calls: 帮助中心 (spec §7 "Content and misc" → find_help_data) and the list of 关于我们; documents: auth.findProtocol. */
import { http, type Http } from '@/lib/http';
import type {
  AboutEntries,
  FindHelpDataInput,
  HelpArticleDetail,
  HelpArticlePage,
  HelpHome,
  HelpListInput,
  HelpSearchInput,
  HelpSearchPage,
} from '@/lib/contract/cms/api';

export type { AboutEntry, HelpArticleCard, HelpArticleDetail, HelpArticlePage, HelpCategory, HelpHome, HelpSearchHit, HelpSearchPage } from '@/lib/contract/cms/api';

/** GET /help/v1/find_help_data: the categories, 常见问题 and page 1 of one category (the first by default). */
export const findHelpData = (input: FindHelpDataInput = {}, client: Http = http) => client.get<HelpHome>('/help/v1/find_help_data', input);

/** GET /help/v1/list: one category's questions, a page at a time. */
export const helpList = (input: HelpListInput, client: Http = http) => client.get<HelpArticlePage>('/help/v1/list', input);

/** GET /help/v1/search: questions whose title or answer contains every word. */
export const helpSearch = (input: HelpSearchInput, client: Http = http) => client.get<HelpSearchPage>('/help/v1/search', input);

/** GET /help/v1/detail: a question and its answer (HTML); 404 when unknown or offline. */
export const helpDetail = (id: string, client: Http = http) => client.get<HelpArticleDetail>('/help/v1/detail', { id });

/** GET /about/v1/list: the documents 关于我们 lists. */
export const aboutList = (client: Http = http) => client.get<AboutEntries>('/about/v1/list');
