import { useCallback } from 'react';
import { userProfile, type UserProfile } from '@/services/auth';
import { useUserStore } from '@/stores/user';
import { useLoad, type Loaded } from '@/components/my/useLoad';

export type ProfileState = Loaded<UserProfile> & {
  /** A change the server answered: shown here, and the user store and its cookies follow (spec §3). */
  apply: (next: UserProfile) => void;
};

/** The store (and the cookies it writes) after a change: the nickname, avatar and phone every page reads. */
export function syncSession(next: UserProfile) {
  useUserStore.getState().setInfo(next);
}

/**
 * The caller's profile: the server-rendered one, or (inside the app, where the user may only arrive from the bridge
 * after the first frame) read once the user is known.
 */
export function useProfile(initial: UserProfile | null): ProfileState {
  const userId = useUserStore((s) => s.userId);
  const loaded = useLoad(userProfile, initial || userId ? 'profile' : null, initial);
  const { setData } = loaded;
  const apply = useCallback(
    (next: UserProfile) => {
      setData(next);
      syncSession(next);
    },
    [setData],
  );
  return { ...loaded, apply };
}
