import type { PlannerCard } from '@/lib/contract/planner/api';

/** The planner a product page puts in front of the customer: the one planner shape the API sends. */
export type ConsultPlanner = PlannerCard;
