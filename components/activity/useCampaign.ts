import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_CAMPAIGN_CITY, type CampaignPageConfig } from '@/lib/contract/activity/enums';
import type { ActivityProduct, ActivityTypeOptions } from '@/lib/contract/activity/api';
import { activityProductList, activityTypeOptions } from '@/services/activity';
import { useCity1Store } from '@/stores/city1';
import { toast } from '@/lib/toast';
import { usePagedList } from '@/components/planner/usePagedList';
import { countdownTarget } from './activityRules';
import type { CampaignStart } from '@/lib/activity/campaignStart';
import { useCountdown, useServerClock } from './useServerClock';

export const CAMPAIGN_PAGE_SIZE = 15;
export const ALL_TAB = { id: '', labelName: '全部' };

export type { CampaignStart };

/**
 * The shared engine of every campaign page (inventory §4.0): the campaign of a type in the chosen city, its tabs
 * (全部 first), the recommended top 3, the paged list, and a countdown on the server's clock that asks the server
 * again at zero (only the server decides 未开始 / 进行中 / 已结束).
 */
export function useCampaign(cfg: CampaignPageConfig, start: CampaignStart) {
  const chosen = useCity1Store((s) => s.currentCity);
  const city = chosen?.code ? { code: chosen.code, name: chosen.name } : DEFAULT_CAMPAIGN_CITY;
  const [options, setOptions] = useState<ActivityTypeOptions | null>(start.options);
  const [reco, setReco] = useState<ActivityProduct[]>(start.reco);
  // The tab belongs to the city it was chosen in: another city starts on 全部.
  const [tabOf, setTabOf] = useState({ city: city.code, id: '' });
  const tab = tabOf.city === city.code ? tabOf.id : '';
  const setTab = useCallback((id: string) => setTabOf({ city: city.code, id }), [city.code]);
  const [optionsFailed, setOptionsFailed] = useState(!!start.error);
  const clock = useServerClock(start.options?.serverTime ?? start.first?.serverTime ?? null);
  const specCode = options?.specCode || start.specCode;
  const loadedCity = useRef(DEFAULT_CAMPAIGN_CITY.code);

  const fetchPage = useCallback(
    async (page: number) => {
      if (!specCode) return { records: [], totalCount: 0, totalPage: 0, current: page, limit: CAMPAIGN_PAGE_SIZE };
      const p = await activityProductList({ specCode, page, limit: CAMPAIGN_PAGE_SIZE, terminalCode: 'COMDIC_TERMINAL_APP', cityCode: city.code, labelId: tab || undefined });
      clock.learn(p.serverTime);
      return p;
    },
    [specCode, city.code, tab, clock],
  );
  const list = usePagedList<ActivityProduct>(fetchPage, `${specCode}|${city.code}|${tab}`, start.first);

  const loadOptions = useCallback(async () => {
    try {
      const o = await activityTypeOptions({ specType: cfg.specType, specCode: start.specCode || undefined, platformCode: 'COMDIC_PLATFORM_CRISPS', cityCodes: city.code });
      clock.learn(o.serverTime);
      setOptions(o);
      setOptionsFailed(false);
      if (o.specCode) {
        const r = await activityProductList({ specCode: o.specCode, isReco: 1, page: 1, limit: 100, terminalCode: 'COMDIC_TERMINAL_APP', cityCode: city.code });
        setReco(r.records.slice(0, 3));
      } else setReco([]);
      return o;
    } catch (e) {
      setOptionsFailed(true);
      toast.error(e instanceof Error && e.message ? e.message : '请求数据失败，请稍后再试', 2000);
      return null;
    }
  }, [cfg.specType, start.specCode, city.code, clock]);

  // A page that names its campaign only on the client (a 场次 chosen on 整点秒杀) loads it on mount.
  useEffect(() => {
    if (start.options || start.error) return;
    const id = window.setTimeout(() => void loadOptions(), 0);
    return () => window.clearTimeout(id);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Another city chosen on /city/choiceCity?type=1: that city's campaign and tabs.
  useEffect(() => {
    if (loadedCity.current === city.code) return;
    loadedCity.current = city.code;
    const id = window.setTimeout(() => void loadOptions(), 0);
    return () => window.clearTimeout(id);
  }, [city.code, loadOptions]);

  // At zero the server is asked again; while it still says the same (a clock a little ahead), again a second later.
  const retries = useRef(0);
  const again = useRef<() => void>(() => undefined);
  const recheck = useCallback(async () => {
    const before = options?.campaign?.status;
    const o = await loadOptions();
    await list.refresh();
    if (o?.campaign && o.campaign.status === before && retries.current < 5) {
      retries.current += 1;
      window.setTimeout(() => again.current(), 1000);
    } else retries.current = 0;
  }, [options, loadOptions, list]);
  useEffect(() => {
    again.current = () => void recheck();
  }, [recheck]);

  const target = useMemo(() => (options?.campaign ? countdownTarget(options.campaign) : null), [options]);
  const countdown = useCountdown(target?.at ?? null, clock.now, () => void recheck());

  const tabs = useMemo(() => [ALL_TAB, ...(options?.settingVOList ?? []).map((l) => ({ id: l.id, labelName: l.labelName }))], [options]);
  const refresh = useCallback(async () => {
    await Promise.all([loadOptions(), list.refresh()]);
  }, [loadOptions, list]);

  return { cfg, city, options, optionsFailed, specCode, tabs, tab, setTab, list, reco, countdown, target, refresh, now: clock.now };
}

export type CampaignEngine = ReturnType<typeof useCampaign>;
