import type { Deps } from '../../http/types';
import { seedContractTemplates } from '../contract/drafting';
import { enterprises } from '../invoice/schema';

/** Enterprises for the company-header search (valid GB 32100-2015 codes). */
export const SEED_ENTERPRISES = [
  { creditCode: '91510100MA6CA1B2C0', name: '成都薯片企业服务有限公司', address: '成都市高新区天府大道中段1388号' },
  { creditCode: '91350100M000100Y43', name: '福州示例科技有限公司', address: '福州市鼓楼区五四路100号' },
  { creditCode: '91110000600037341L', name: '北京示例贸易有限公司', address: '北京市朝阳区建国路88号' },
  { creditCode: '91440300MA5DC0A0XH', name: '深圳示例信息技术有限公司', address: '深圳市南山区科技园南区' },
];

/** Idempotent: contract templates and the enterprise directory. */
export async function seedAfterPurchase(deps: Deps) {
  await seedContractTemplates(deps.db);
  await deps.db.insert(enterprises).values(SEED_ENTERPRISES).onConflictDoNothing();
}
