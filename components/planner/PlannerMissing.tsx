import Link from 'next/link';
import { Empty, LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';

const ERRORS = { missing: '缺少规划师参数!', notFound: '抱歉，未找到该规划师', failed: '服务繁忙，请稍后再试' } as const;
export type PlannerMissingReason = keyof typeof ERRORS;

/** A planner's page without its planner: no id, an unknown one, or a failed load; each with the way on, 找其他规划师. */
export function PlannerMissing({ title, description, reason }: { title: string; description: string; reason: PlannerMissingReason | null | undefined }) {
  const more = (
    <Link href="/planner/list" className="button-primary">
      找其他规划师
    </Link>
  );
  return (
    <>
      <Seo title={`${title}-薯片企服`} description={description} path="/planner/list" noindex />
      <HeaderBar title={title} />
      {reason === 'failed' ? <LoadError text={ERRORS.failed}>{more}</LoadError> : <Empty text={ERRORS[reason ?? 'notFound']}>{more}</Empty>}
    </>
  );
}
