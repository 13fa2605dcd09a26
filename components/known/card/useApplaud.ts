import { useRef, useState } from 'react';
import type { KnownCard } from '@/lib/contract/known/api';
import { toast } from '@/lib/toast';
import { knownOperation } from '@/services/known';
import { isSessionError, knownErrorText } from '../common/knownErrors';
import { useKnownLogin } from '../common/useKnownLogin';
import { withApplaud } from './cardRules';

type Likeable = Pick<KnownCard, 'id' | 'isApplaud' | 'applaudCount'>;

/**
 * The like of a card (inventory known.md §1f): login first, then the change shows at once and the server's counts
 * replace it; a failure puts the card back and says why. Follows the card whenever the list hands in a new one.
 */
export function useApplaud(card: Likeable, onAppLogin?: () => void) {
  const [state, setState] = useState({ isApplaud: card.isApplaud, applaudCount: card.applaudCount });
  const [seen, setSeen] = useState(card);
  if (seen !== card) {
    setSeen(card);
    setState({ isApplaud: card.isApplaud, applaudCount: card.applaudCount });
  }
  const busy = useRef(false);
  const { ensure } = useKnownLogin();

  const toggle = async () => {
    if (busy.current) return;
    if (!(await ensure(onAppLogin))) return;
    busy.current = true;
    const before = state;
    const on = !before.isApplaud;
    setState(withApplaud(before, on));
    try {
      const r = await knownOperation({ id: card.id, action: on ? 'applaud' : 'unapplaud' });
      setState({ isApplaud: r.isApplaud, applaudCount: r.applaudCount });
    } catch (e) {
      setState(before);
      if (!isSessionError(e)) toast.error(knownErrorText(e));
    } finally {
      busy.current = false;
    }
  };
  return { ...state, toggle };
}
