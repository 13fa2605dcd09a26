import { INTERVIEW_STATUS, INVITE_TYPE } from '@/lib/contract/interview/enums';
import type { Deps } from '../../http/types';
import { plannerId } from '../../seed/catalog/planners';
import { interviews } from './schema';

/** The held appointment of the demo data: the second demo customer met a seeded planner three days ago (not rated yet). */
export const SEED_HELD_INTERVIEW = 'iv_seed_held_01';

const H = 3_600_000;

/**
 * One 已完成 appointment, so a held meeting can be rated on a fresh database (a new one is only held once its time has
 * come). Dates are relative to the seeding time; the id is fixed, so seeding twice adds nothing.
 */
export async function seedInterviews(deps: Deps) {
  const now = deps.now().getTime();
  const at = new Date(now - 72 * H);
  await deps.db
    .insert(interviews)
    .values({
      id: SEED_HELD_INTERVIEW,
      plannerId: plannerId(1),
      customerId: 'u_demo_customer2',
      inviteType: INVITE_TYPE.STORE,
      inviteTime: at,
      inviteAddress: '成都市高新区天府三街 薯片企服大厦 12 楼',
      topic: '公司注册与记账方案沟通',
      note: '',
      status: INTERVIEW_STATUS.COMPLETED,
      createdAt: new Date(now - 96 * H),
      confirmedAt: new Date(now - 95 * H),
      completedAt: new Date(at.getTime() + H),
      updatedAt: new Date(at.getTime() + H),
    })
    .onConflictDoNothing();
}
