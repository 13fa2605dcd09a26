import { useCallback, useRef, useState } from 'react';
import type { ActivityListQuery } from '@/lib/contract/activity/api';
import { activityList, type ActivityListPage } from '@/services/activity';
import { useServerClock, useTick } from './useServerClock';

/**
 * A page of campaigns (activity_list) as a page shows it: the server's first answer, reloaded on pull-to-refresh or
 * when a countdown reaches zero (one reload at a time), the server's clock learnt from each answer, and a tick every
 * second that starts at the server time the page was rendered with (so hydration matches).
 */
export function useCampaignList(query: ActivityListQuery, initial: ActivityListPage | null, error: string) {
  const [page, setPage] = useState(initial);
  const [failed, setFailed] = useState(!!error);
  const clock = useServerClock(initial?.serverTime ?? null);
  const now = useTick(clock.now, initial ? Date.parse(initial.serverTime) : 0);
  const busy = useRef(false);
  const asked = useRef(query);
  const reload = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const p = await activityList(asked.current);
      clock.learn(p.serverTime);
      setPage(p);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
    }
  }, [clock]);
  return { rows: page?.records ?? [], serverTime: page?.serverTime ?? null, failed, reload, now };
}
