import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SearchOutline } from 'antd-mobile-icons';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_CITY } from '@/lib/constants';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { fetchCityList, type CityItem, type CityListData } from '@/services/city';
import { isPositionStatus, useCityStore, type City } from '@/stores/city';
import { useCity1Store } from '@/stores/city1';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { CityIndexList } from '@/components/city/CityIndexList';
import { LocationPanel, type PositionView } from '@/components/city/LocationPanel';
import { readCityHistory } from '@/components/city/history';
import { useClientReady } from '@/components/common/useClientReady';
import { applyCity, CHOICE_TYPE, leaveCityPage, parseChoiceType, searchCityUrl, type ChoiceType } from '@/components/city/select';
import styles from '@/components/city/city.module.css';

type Data = {
  type: ChoiceType;
  list: CityListData | null;
  /** The city cookies of the request: the first paint shows what the browser's stores will hold. */
  cookieCity: City | null;
  cookiePosition: PositionView;
};
type Props = ReadyProps<Data>;

const LOAD_FAILED = '服务异常，请刷新重试！';

export const getServerSideProps = pageLoader(
  async ({ client, query, cookies, cookieCity: city }): Promise<Data> => {
    const list = await optional(fetchCityList(client));
    const status = Number(cookies.positionStatus);
    return {
      type: parseChoiceType(query.type),
      list,
      cookieCity: city?.code && city.name ? { code: String(city.code), name: String(city.name) } : null,
      cookiePosition: {
        name: cookies.positionCityName || '',
        code: cookies.positionCityCode || '',
        status: isPositionStatus(status) && cookies.positionStatus ? status : null,
      },
    };
  },
  { errorPage: true },
);

const ChoiceCityPage: PageWithLayout<Props> = ({ data: { type, list: ssrList, cookieCity, cookiePosition } }) => {
  const router = useRouter();
  const hydrated = useClientReady();
  const [list, setList] = useState(ssrList);
  const [loadFailed, setLoadFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  const store = useCityStore(
    useShallow((s) => ({ current: s.currentCity, name: s.positionCityName, code: s.positionCityCode, status: s.positionStatus })),
  );
  const city1 = useCity1Store((s) => s.currentCity);

  const load = useCallback(
    () =>
      fetchCityList().then(
        (data) => {
          setList(data);
          setLoadFailed(false);
        },
        () => {
          setLoadFailed(true);
          toast.error(LOAD_FAILED);
        },
      ),
    [],
  );

  const relocate = async () => {
    setLocating(true);
    try {
      await useCityStore.getState().positionCity({ manual: true });
    } finally {
      setLocating(false);
    }
  };

  useEffect(() => {
    const city = useCityStore.getState();
    if (!city.currentCity) city.restoreFromCookies();
    // A first visit has no city at all: locate silently, which also makes the located city current.
    if (!useCityStore.getState().currentCity) void city.positionCity();
    if (!ssrList) void load();
  }, [ssrList, load]);

  const live = hydrated ? (type === CHOICE_TYPE.ACTIVITY ? city1 : store.current) : null;
  const current = live ?? (type === CHOICE_TYPE.ACTIVITY ? null : cookieCity);
  const position: PositionView = hydrated && store.status !== null ? { name: store.name, code: store.code, status: store.status } : cookiePosition;
  const history = hydrated && type === CHOICE_TYPE.SITE ? readCityHistory() : [];
  const allCities = useMemo(() => list?.groups.flatMap((g) => g.cities) ?? [], [list]);

  const choose = (c: City | CityItem) => {
    applyCity(type, c);
    leaveCityPage(router);
  };

  const pickLocated = () => {
    if (current && (current.code === position.code || current.name === position.name)) return leaveCityPage(router);
    const hit = allCities.find((c) => c.code === position.code) ?? allCities.find((c) => c.name === position.name);
    if (hit) choose(hit);
    else toast.warning('当前城市暂未开通服务');
  };

  return (
    <>
      <Head>
        <title key="title">选择城市</title>
      </Head>
      <HeaderBar title="选择城市" fixed />
      <div className={styles.page}>
        <Link href={searchCityUrl(type)} className={styles.fakeSearch}>
          <SearchOutline aria-hidden />
          <span>请输入城市名称</span>
        </Link>
        <LocationPanel
          currentName={current?.name || DEFAULT_CITY.name}
          position={position}
          // Never located and no city yet: the silent first lookup is running.
          locating={locating || (hydrated && store.status === null && !store.current)}
          onRelocate={() => void relocate()}
          onPickLocated={pickLocated}
        />
        {history.length ? (
          <section className={styles.block} aria-label="历史选择">
            <h2 className={styles.blockTitle}>历史选择</h2>
            <div className={styles.chips}>
              {history.map((h) => (
                <button key={h.code} type="button" className={styles.chip} onClick={() => choose({ code: h.code, name: h.cityName })}>
                  {h.cityName}
                </button>
              ))}
            </div>
          </section>
        ) : null}
        {list ? (
          <>
            <section className={styles.block} aria-label="热门城市">
              <h2 className={styles.blockTitle}>热门城市</h2>
              <div className={styles.chips}>
                {list.hotCities.map((c) => (
                  <button
                    key={c.code}
                    type="button"
                    className={`${styles.chip} ${c.code === current?.code ? styles.chipCurrent : ''}`}
                    onClick={() => choose(c)}
                  >
                    {c.name}
                  </button>
                ))}
              </div>
            </section>
            <CityIndexList groups={list.groups} onSelect={choose} currentCode={current?.code} />
          </>
        ) : (
          <Empty text={loadFailed ? LOAD_FAILED : '加载中'}>
            {loadFailed ? (
              <button type="button" className="button-primary" onClick={() => void load()}>
                重新加载
              </button>
            ) : null}
          </Empty>
        )}
      </div>
    </>
  );
};

ChoiceCityPage.getLayout = defaultLayout;
export default ChoiceCityPage;
