import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { toast } from '@/lib/toast';
import { usePagedList } from '@/components/planner/usePagedList';
import { allChosen, deleteConfirmText, favouriteQuery, stillShown, toggled, toggledAll, type FavouriteTab, type KnownFilter } from '@/lib/favourites/favouriteRules';
import { favouriteRows, removeFavouriteRows, type FavouritesStart } from '@/services/favouriteRows';

const failText = (err: unknown) => (isApiError(err) && err.message) || '操作失败';

/**
 * The state of 我的收藏: the tab and 必懂 kind (kept in the address), the paged list of that tab, 管理 mode with its
 * ticks, and removing one row (swipe) or the ticked ones (删除 after a confirm). Each removal reloads the list.
 */
export function useFavourites(start: FavouritesStart, allowed: readonly FavouriteTab[]) {
  const router = useRouter();
  const [tab, setTab] = useState(start.tab);
  const [type, setType] = useState(start.type);
  const [managing, setManaging] = useState(false);
  const [picked, setPicked] = useState<Set<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const fetchPage = useCallback((page: number) => favouriteRows(tab, type, page), [tab, type]);
  const list = usePagedList(fetchPage, `${tab}|${type}`, start.first);
  const ids = useMemo(() => list.items.map((r) => r.id), [list.items]);
  // Ticks of rows no longer shown (another tab, a refresh) do not count.
  const selected = useMemo(() => stillShown(picked, ids), [picked, ids]);

  const go = (nextTab: FavouriteTab, nextType: KnownFilter) => {
    setTab(nextTab);
    setType(nextType);
    setPicked(new Set());
    void router.replace({ pathname: router.pathname, query: favouriteQuery(nextTab, nextType, allowed) }, undefined, { shallow: true, scroll: false });
  };

  const remove = async (chosen: string[]) => {
    if (busy || !chosen.length) return;
    setBusy(true);
    try {
      await removeFavouriteRows(tab, chosen);
      toast.success('取消成功');
      setPicked(new Set());
      const next = await list.refresh();
      if (next && next.records.length === 0) setManaging(false);
    } catch (err) {
      if (!(isApiError(err) && isSessionInvalidCode(err.code))) toast.error(failText(err));
      await list.refresh();
    } finally {
      setBusy(false);
    }
  };

  const removeSelected = async () => {
    const chosen = [...selected];
    if (!chosen.length) return;
    const ok = await Dialog.confirm({ title: '取消收藏', content: deleteConfirmText(chosen.length), confirmText: '删除', cancelText: '再想想' });
    if (ok) await remove(chosen);
  };

  return {
    tab,
    type,
    list,
    managing,
    selected,
    busy,
    allSelected: allChosen(selected, ids),
    changeTab: (next: FavouriteTab) => go(next, next === 'known' ? type : 0),
    changeType: (next: KnownFilter) => go(tab, next),
    toggleManaging: () => {
      setManaging((m) => !m);
      setPicked(new Set());
    },
    toggle: (id: string) => setPicked((s) => toggled(stillShown(s, ids), id)),
    toggleAll: () => setPicked((s) => toggledAll(stillShown(s, ids), ids)),
    removeOne: (id: string) => void remove([id]),
    removeSelected: () => void removeSelected(),
  };
}
