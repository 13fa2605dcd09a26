/** First pages of the goods lists (list, search, category pages): the same calls the lists make in the browser. */
import type { IncomingMessage } from 'node:http';
import type { Http } from '@/lib/http';
import { getJyList, getServeList, type JyListData, type ServeListData } from '@/services/goods';
import { cmsCode, type DictItem } from '@/services/dict';
import { APP_CONTEXT_HEADER, decodeAppContext } from '@/lib/app/appContext';
import { filterToInput, type ServeFilter } from '@/lib/list/serveFilter';
import { EMPTY_SEL, selToInput, type TradeSel } from '@/lib/list/tradeFilter';
import { SERVE_PAGE_SIZE } from '@/lib/list/serveList';

export const loadServeFirstPage = (client: Http, keyword: string, filter: ServeFilter): Promise<ServeListData> =>
  getServeList({ ...filterToInput(filter), ...(keyword ? { searchKey: keyword } : {}), start: 1, limit: SERVE_PAGE_SIZE, needTypes: 1 }, client);

/** The filter definitions come with the first answer; a deep-linked selection needs them to become a request. */
export async function loadTradeFirstPage(client: Http, dictCode: string, keyword: string, sel: TradeSel): Promise<JyListData> {
  const base = { dictCode, ...(keyword ? { searchKey: keyword } : {}), start: 1, limit: 10 };
  const first = await getJyList({ ...base, needTypes: 1 }, client);
  if (JSON.stringify(sel) === JSON.stringify(EMPTY_SEL) || !first.filters) return first;
  const filtered = await getJyList({ ...base, ...selToInput(sel, first.filters), needTypes: 0 }, client);
  return { filters: first.filters, goods: filtered.goods };
}

/** 公司 / 商标 / 专利 / 资质 (CONDITION-JY children); 资质 is not offered inside the mini-program. */
export async function loadTradeTypes(client: Http, isApplets = false): Promise<DictItem[]> {
  const types = await cmsCode('CONDITION-JY', client);
  return isApplets ? types.filter((t) => t.code !== 'CONDITION-JY-ZZ') : types;
}

/** Opened inside the mini-program (the middleware's app context). */
export const isAppletsRequest = (req: IncomingMessage) => !!decodeAppContext(req.headers[APP_CONTEXT_HEADER])?.isApplets;
