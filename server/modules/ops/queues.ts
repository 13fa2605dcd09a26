import type { OpsQueues } from '@/lib/contract/ops/api';
import type { DbLike } from '../../db/types';
import { arbitrationCount } from '../aftersale/arbitration';
import { openApplicationCounts } from '../apply/queue';
import { openFeedbackCount } from '../feedback/queue';
import { heldCount } from '../known/held';

/** How many wait in each of the desk's queues (issue 27 §5); each module counts its own. */
export async function queueCounts(db: DbLike): Promise<OpsQueues> {
  const [known, feedback, refund, apps] = await Promise.all([heldCount(db), openFeedbackCount(db), arbitrationCount(db), openApplicationCounts(db)]);
  return { counts: { known, feedback, refund, ...apps } };
}
