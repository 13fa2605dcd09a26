// Moved to lib/contract/evaluate/api.ts. Kept only for server/modules/planner/routes.ts (outside the evaluate module)
// until it imports EvaluationPage from there; delete it then.
export { EvaluationPage, TagCount } from '@/lib/contract/evaluate/api';
