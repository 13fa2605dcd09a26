import { z } from 'zod';
import { limitField, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { PlannerCard } from './api';

// 我的规划师 (/my/plannerV2, inventory my §8): the planners a customer has consulted or been served by.

export const MyPlannersQuery = z.object({ page: pageField(), limit: limitField(10, 30) });
export type MyPlannersQuery = z.infer<typeof MyPlannersQuery>;

export const MyPlanner = PlannerCard.extend({
  recentCompany: z.string(),
  status: z.number().int().meta({ description: '1 启用 0 禁用 3 离职' }),
  contactable: z.boolean().meta({ description: '可在线咨询与电话联系（启用中的规划师）' }),
  via: z.array(z.enum(['chat', 'order'])).meta({ description: 'chat 咨询过，order 为我服务过订单' }),
  lastAt: z.string().meta({ description: '最近一次咨询或下单的时间（ISO）' }),
}).meta({ id: 'MyPlanner' });
export type MyPlanner = z.infer<typeof MyPlanner>;

export const MyPlannerPage = pagedSchema(MyPlanner).meta({ id: 'MyPlannerPage' });
export type MyPlannerPage = z.infer<typeof MyPlannerPage>;
