import type { Answers } from '@/lib/contract/demandCard/answers';
import { DEMAND_CARD_STATUS, type DemandCardCode, type DemandCardStatus } from '@/lib/contract/demandCard/enums';
import { ANY, QUESTIONS } from '@/lib/contract/demandCard/questions';

/** A district answer the card's (new) city does not have goes back to 不限 (inventory my §14). */
export function keepDistricts(code: DemandCardCode, answers: Answers, districts: readonly string[]): Answers {
  let out = answers;
  for (const q of QUESTIONS[code]) {
    const v = out[q.key];
    if (q.kind === 'district' && v && v !== ANY && !districts.includes(v)) out = { ...out, [q.key]: ANY };
  }
  return out;
}

/** The colour of a card's status tag. */
export const statusTone = (s: DemandCardStatus): 'ok' | 'warn' | 'wait' =>
  s === DEMAND_CARD_STATUS.MATCHED ? 'ok' : s === DEMAND_CARD_STATUS.FALLBACK ? 'warn' : 'wait';
