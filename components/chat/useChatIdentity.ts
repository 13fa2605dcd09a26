import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { getCookie } from '@/lib/cookies';
import { getVisitor } from '@/lib/visitor';
import type { BaseUser } from '@/lib/contract/chat/api';
import { refreshBaseUser, type ChatAuth } from '@/services/chat';
import { ensureVisitor, isLoggedIn, useUserStore } from '@/stores/user';
import { visitorCredentials, type ChatCredentials } from '@/components/common/chatHandoff';
import { readSaved, resolveIdentity, save, withoutCredentials } from './identity';

export type ChatIdentity =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; creds: ChatCredentials; auth: ChatAuth; me: BaseUser };

function storefrontSession(): ChatCredentials | null {
  const u = useUserStore.getState();
  if (isLoggedIn(u)) return { token: u.token, userId: u.userId, userType: u.userType };
  const token = getCookie('token');
  const userId = getCookie('userId');
  const userType = getCookie('userType');
  return token && userId && userType ? { token, userId, userType } : null;
}

/**
 * Resolves the chat site's caller once the query is known, checks the token with the server (which also
 * tells the user type and the caller's name) and keeps the credentials out of the address bar.
 */
export function useChatIdentity(): ChatIdentity {
  const router = useRouter();
  const [state, setState] = useState<ChatIdentity>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!router.isReady) return;
    let live = true;
    const run = async () => {
      setState({ status: 'loading' });
      const query = router.query;
      const visitor = getVisitor();
      let creds = resolveIdentity({
        query,
        saved: readSaved(),
        session: storefrontSession(),
        visitor: visitor ? visitorCredentials(visitor) : null,
      });
      if (!creds) {
        const v = await ensureVisitor();
        creds = v ? visitorCredentials(v) : null;
      }
      if (!live) return;
      if (!creds) return setState({ status: 'failed', retry });
      if (query.token || query.userId) {
        void router.replace({ pathname: router.pathname, query: withoutCredentials(query) }, undefined, { shallow: true });
      }
      const auth: ChatAuth = { token: creds.token };
      try {
        const me = await refreshBaseUser(auth);
        if (!live) return;
        const known = { ...creds, userId: me.imUserId || creds.userId, userType: me.userType || creds.userType };
        save(known);
        setState({ status: 'ready', creds: known, auth, me });
      } catch {
        if (live) setState({ status: 'failed', retry });
      }
    };
    void run();
    return () => {
      live = false;
    };
    // The identity is read once per page (and per retry); later query changes are our own clean-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady, attempt]);

  return state;
}
