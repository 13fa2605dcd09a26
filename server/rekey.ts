import type { Deps } from './http/types';
import { rekeyContractPhones } from './modules/contract/rekey';
import { rekeyInvoiceHeaderPhones } from './modules/invoice/rekey';
import { rekeyPlannerPhones } from './modules/planner/rekey';
import { rekeyIdNumbers } from './modules/realname/rekey';
import { rekeyBankCards } from './modules/wallet/rekey';

/**
 * The second step of an APP_SECRET rotation (docs/OPERATIONS.md, "Rotating APP_SECRET"): with the new key as
 * APP_SECRET and the old as APP_SECRET_PREVIOUS, every sealed column and lookup hash is written again under the new
 * key, module by module; a row no key opens is left as it is. Safe to run while the app serves (each row one UPDATE)
 * and to run again. Pay passwords cannot be: they move to the new key at their owner's next entry.
 */
export async function rekeyAppSecret(deps: Pick<Deps, 'db' | 'secrets' | 'config'>): Promise<Record<string, number>> {
  return {
    plannerPhones: await rekeyPlannerPhones(deps),
    invoiceHeaderPhones: await rekeyInvoiceHeaderPhones(deps),
    contractPhones: await rekeyContractPhones(deps),
    idNumbers: await rekeyIdNumbers(deps),
    bankCards: await rekeyBankCards(deps),
  };
}
