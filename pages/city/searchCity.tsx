import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { stripEmoji, useEmojiClear } from '@/lib/emoji';
import { isApiError } from '@/lib/http';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { fetchCityList, searchCities, type CityItem, type CitySearchRow } from '@/services/city';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { applyCity, leaveCityPage, parseChoiceType, type ChoiceType } from '@/components/city/select';
import styles from '@/components/city/search.module.css';

type Result = { keyword: string; rows: CitySearchRow[] };
type Data = { type: ChoiceType; fromChoice: boolean; initial: Result | null; hotCities?: CityItem[] };
type Props = ReadyProps<Data>;

const KEYWORD_MAX = 20;
const DEBOUNCE_MS = 250;

/**
 * A keyword in the URL (?keyword=) is searched on the server, so a shared link renders its results. Without one the
 * page shows the hot cities (one tap picks a city) until the visitor types.
 */
export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<Data> => {
    const keyword = stripEmoji(query.keyword || '').trim().slice(0, KEYWORD_MAX);
    let initial: Result | null = null;
    let hotCities: CityItem[] = [];
    if (keyword) {
      const found = await optional(searchCities(keyword, client));
      if (found) initial = { keyword, rows: found.rows };
    } else hotCities = (await optional(fetchCityList(client)))?.hotCities ?? [];
    return { type: parseChoiceType(query.type), fromChoice: query.from === 'choice', initial, hotCities };
  },
  { errorPage: true },
);

function Highlighted({ row }: { row: CitySearchRow }) {
  const { start, end } = row.match;
  return (
    <>
      {row.name.slice(0, start)}
      <em className={styles.highlight}>{row.name.slice(start, end)}</em>
      {row.name.slice(end)}
    </>
  );
}

const SearchCityPage: PageWithLayout<Props> = ({ data: { type, fromChoice, initial, hotCities = [] } }) => {
  const router = useRouter();
  const [text, setText] = useState(initial?.keyword ?? '');
  const [result, setResult] = useState<Result | null>(initial);
  const input = useRef<HTMLInputElement>(null);
  const searched = useRef(initial?.keyword ?? '');
  const seq = useRef(0);
  const emoji = useEmojiClear();

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    const keyword = text.trim();
    const id = ++seq.current;
    if (!keyword || keyword === searched.current) return;
    const timer = setTimeout(async () => {
      try {
        const data = await searchCities(keyword);
        if (id !== seq.current) return;
        searched.current = keyword;
        setResult({ keyword, rows: data.rows });
      } catch (err) {
        if (id === seq.current) toast.error(isApiError(err) && err.code !== -1 ? err.message : '搜索失败，请稍后再试');
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const change = (value: string) => {
    setText(value);
    if (!value.trim()) {
      searched.current = '';
      setResult(null);
    }
  };

  const choose = (row: CityItem) => {
    applyCity(type, row);
    // Opened from the picker: go back past it to the page that wanted a city.
    leaveCityPage(router, fromChoice ? 2 : 1);
  };

  const keyword = text.trim();
  // Earlier rows stay while the next answer is on its way; "no result" only for the keyword as typed.
  const rows = keyword ? (result?.rows ?? []) : [];
  const showEmpty = !!keyword && result?.keyword === keyword && !rows.length;

  return (
    <>
      <Head>
        <title key="title">搜索城市</title>
      </Head>
      <HeaderBar title="搜索城市" fixed />
      <div className={styles.searchBar}>
        <label className={styles.searchField}>
          <SearchOutline aria-hidden />
          <input
            ref={input}
            type="search"
            enterKeyHint="search"
            value={text}
            maxLength={KEYWORD_MAX}
            placeholder="请输入城市名称"
            aria-label="城市名称"
            onChange={(e) => change(e.target.value)}
            {...emoji}
          />
          {text ? (
            <button type="button" className={styles.clear} aria-label="清空" onClick={() => change('')}>
              <CloseCircleFill aria-hidden />
            </button>
          ) : null}
        </label>
        <button type="button" className={styles.cancel} onClick={() => leaveCityPage(router)}>
          取消
        </button>
      </div>
      {!keyword && hotCities.length ? (
        <section className={styles.hot} aria-labelledby="search-city-hot">
          <h2 id="search-city-hot" className={styles.hotTitle}>
            热门城市
          </h2>
          <p className={styles.hotTip}>输入城市名称搜索，或直接选择下面的热门城市</p>
          <div className={styles.hotGrid}>
            {hotCities.map((c) => (
              <button key={c.code} type="button" className={styles.hotCity} onClick={() => choose(c)}>
                {c.name}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {showEmpty ? (
        <Empty text="暂无搜索结果" />
      ) : (
        <ul className={styles.results} aria-label="搜索结果">
          {rows.map((row) => (
            <li key={row.code}>
              <button type="button" className={styles.resultRow} onClick={() => choose(row)}>
                <span className={styles.resultName}>
                  <Highlighted row={row} />
                </span>
                <span className={styles.muted}>{row.pname}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

SearchCityPage.getLayout = defaultLayout;
export default SearchCityPage;
