import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { type DropdownRef, InfiniteScroll } from 'antd-mobile';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { Dropdown } from '@/components/common/LazyDropdown';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { isSafeRedirect } from '@/lib/validators';
import { useEmojiClear } from '@/lib/emoji';
import { serviceResource, type Paged, type ServiceResource, type ServiceResourceInput } from '@/services/goods';
import type { DictItem } from '@/services/dict';
import type { ResourceFilters, ResourceQuery } from '@/lib/detail/resourceQuery';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { returnToApp, savePicked } from './pickResult';
import styles from './resource.module.css';

type Props = {
  kind: 'address' | 'phone';
  query: ResourceQuery;
  filters: ResourceFilters;
  first: Paged<ServiceResource> | null;
  error: string | null;
};

const PAGE = 10;
type Price = { start: string; end: string };

function rangeOf(ext2: string): Price {
  const [start = '', end = ''] = ext2.split('-');
  return { start, end };
}

/** The registration-address / 400-number pickers of inventory §12. */
export function ResourcePicker({ kind, query, filters, first, error }: Props) {
  const router = useRouter();
  const dropdown = useRef<DropdownRef>(null);
  const [keyword, setKeyword] = useState('');
  const [price, setPrice] = useState<Price>({ start: '', end: '' });
  const [draft, setDraft] = useState<Price>({ start: '', end: '' });
  const [sort, setSort] = useState<DictItem | null>(filters.sorts[0] ?? null);
  const [items, setItems] = useState<ServiceResource[]>(first?.records ?? []);
  const [page, setPage] = useState(first ? first.current + 1 : 1);
  const [hasMore, setHasMore] = useState(first ? first.current < first.totalPage : true);
  const [failed, setFailed] = useState(!!error);
  const [picked, setPicked] = useState<string | null>(null);
  const emoji = useEmojiClear(setKeyword);

  const input = (p: number, over: { keyword?: string; price?: Price; sort?: DictItem | null } = {}): ServiceResourceInput => {
    const pr = over.price ?? price;
    const so = over.sort === undefined ? sort : over.sort;
    return {
      classCode: query.classCode,
      page: p,
      limit: PAGE,
      searchKey: (over.keyword ?? keyword).trim() || undefined,
      goodsPriceStart: pr.start ? Number(pr.start) : undefined,
      goodsPriceEnd: pr.end ? Number(pr.end) : undefined,
      // The sort dictionary's ext1 names one of the orders the call takes.
      orderBy: (so?.ext1 || undefined) as ServiceResourceInput['orderBy'],
      isAsc: so ? (so.ext2 === '1' ? 1 : 0) : undefined,
      areaCode: kind === 'address' ? query.areaCode || undefined : undefined,
    };
  };

  const reload = async (over: Parameters<typeof input>[1] = {}) => {
    try {
      const res = await serviceResource(input(1, over));
      setItems(res.records);
      setPage(2);
      setHasMore(res.current < res.totalPage);
      setFailed(false);
      setPicked(null);
    } catch (err) {
      setFailed(true);
      toast.error((isApiError(err) && err.message) || '加载失败');
    }
  };

  const loadMore = async () => {
    try {
      const res = await serviceResource(input(page));
      setItems((l) => [...l, ...res.records]);
      setPage(page + 1);
      setHasMore(res.current < res.totalPage);
    } catch (err) {
      setFailed(true);
      setHasMore(false);
      toast.error('加载失败');
      throw err;
    }
  };

  const confirm = async () => {
    const item = items.find((i) => i.id === picked);
    if (!item) return toast.warning('请选择');
    if (query.redirectType === 'app') return void returnToApp(item);
    savePicked(query.classCode, item);
    if (query.redirect && isSafeRedirect(query.redirect)) void router.replace(query.redirect);
    else router.back();
  };

  const placeholder = kind === 'address' ? '请输入您想注册的地址' : '请输入您喜欢的号码';
  return (
    <>
      <HeaderBar title={kind === 'address' ? '选择注册地址' : '选择400电话'} fixed />
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void reload({ keyword });
        }}
      >
        <input value={keyword} placeholder={placeholder} aria-label={placeholder} onChange={(e) => setKeyword(e.target.value)} {...emoji} />
        <button type="submit">搜索</button>
      </form>
      <div className={styles.filters}>
        <Dropdown ref={dropdown}>
          <Dropdown.Item key="price" title={price.start || price.end ? `${price.start || 0}-${price.end || '不限'}元` : '价格'}>
            <div className={styles.pricePanel}>
              <div className={styles.range}>
                <input inputMode="numeric" placeholder="最低价" aria-label="最低价" value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value.replace(/\D/g, '') })} />
                <span>-</span>
                <input inputMode="numeric" placeholder="最高价" aria-label="最高价" value={draft.end} onChange={(e) => setDraft({ ...draft, end: e.target.value.replace(/\D/g, '') })} />
              </div>
              <div className={styles.presets}>
                {filters.prices.map((p) => {
                  const r = rangeOf(p.ext2);
                  const on = r.start === draft.start && r.end === draft.end;
                  return (
                    <button key={p.code} type="button" className={on ? styles.on : ''} onClick={() => setDraft(r)}>
                      {p.name}
                    </button>
                  );
                })}
              </div>
              <div className={styles.panelActions}>
                <button type="button" onClick={() => setDraft({ start: '', end: '' })}>
                  重置
                </button>
                <button
                  type="button"
                  className={styles.ok}
                  onClick={() => {
                    const next = draft.start && draft.end && Number(draft.start) > Number(draft.end) ? { start: draft.end, end: draft.start } : draft;
                    setPrice(next);
                    setDraft(next);
                    dropdown.current?.close();
                    void reload({ price: next });
                  }}
                >
                  确定
                </button>
              </div>
            </div>
          </Dropdown.Item>
          <Dropdown.Item key="sort" title={sort?.name ?? '默认排序'}>
            <ul className={styles.sorts}>
              {filters.sorts.map((s) => (
                <li key={s.code}>
                  <button
                    type="button"
                    className={s.code === sort?.code ? styles.on : ''}
                    onClick={() => {
                      setSort(s);
                      dropdown.current?.close();
                      void reload({ sort: s });
                    }}
                  >
                    {s.name}
                  </button>
                </li>
              ))}
            </ul>
          </Dropdown.Item>
        </Dropdown>
      </div>
      <PullToRefresh onRefresh={async () => { await reload(); toast.success('刷新成功'); }}>
        {items.length ? (
          <ul className={styles.list} role="radiogroup" aria-label={kind === 'address' ? '注册地址' : '400电话'}>
            {items.map((it) => (
              <li key={it.id} role="none">
                <button type="button" role="radio" aria-checked={picked === it.id} className={styles.item} onClick={() => setPicked(it.id)}>
                  <span className={`${styles.dot} ${picked === it.id ? styles.dotOn : ''}`} aria-hidden />
                  <span className={styles.itemBody}>
                    <span className={styles.name}>{it.name}</span>
                    {kind === 'address' && it.fieldList.length ? (
                      <span className={styles.fields}>
                        {it.fieldList.map((f) => (
                          <span key={f.fieldCode}>
                            {f.fieldName}:{f.fieldValueCn}
                          </span>
                        ))}
                      </span>
                    ) : null}
                    <span className={styles.price}>
                      {kind === 'address' ? '销售价：' : '售价: '}
                      {it.goodsPrice}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : !hasMore || failed ? (
          failed ? (
            <LoadError text="请求失败，点击重新加载" onRetry={() => void reload()} />
          ) : (
            <Empty text="暂无可选资源" />
          )
        ) : null}
        {items.length ? (
          <InfiniteScroll loadMore={loadMore} hasMore={hasMore && !failed}>
            {failed ? (
              <button type="button" className={styles.retry} onClick={() => { setFailed(false); setHasMore(true); }}>
                请求失败，点击重新加载
              </button>
            ) : hasMore ? '加载中…' : '没有更多了'}
          </InfiniteScroll>
        ) : null}
      </PullToRefresh>
      <div className={styles.footerSpace} aria-hidden />
      <div className={`${styles.footer} fixed-column`}>
        <button type="button" onClick={() => void confirm()}>
          确认选择
        </button>
      </div>
    </>
  );
}
