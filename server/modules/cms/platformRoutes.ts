import { AssuranceList, JobDetail, JobDetailQuery, JobListQuery, JobPage, QualificationList } from '@/lib/contract/apply/content';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { assuranceList, jobDetail, jobList, qualificationList } from './platform';

const TAG = '内容';

const routes = {
  jobList: getRoute({ path: '/api/cms/v1/jobs', tag: TAG, summary: '加入我们：在招职位（分页）', query: JobListQuery, data: JobPage }),
  jobDetail: getRoute({ path: '/api/cms/v1/job_detail', tag: TAG, summary: '职位详情：职责、要求、福利；不存在或已停招 404', query: JobDetailQuery, data: JobDetail }),
  qualificationList: getRoute({ path: '/api/cms/v1/qualifications', tag: TAG, summary: '证照资质中心：平台的证照（名称、编号、发证机关、有效期、图片）', data: QualificationList }),
  assuranceList: getRoute({ path: '/api/cms/v1/assurances', tag: TAG, summary: '服务保障：资金托管、退款保障、先行赔付、隐私号保护等说明', data: AssuranceList }),
};

/** The platform content of 加入我们, 证照资质中心 and 服务保障 (anonymous reads). */
export function cmsPlatformRoutes() {
  const r = createRouter();
  r.openapi(routes.jobList, async (c) => okJson(c, await jobList(c.get('deps').db, c.req.valid('query'))));
  r.openapi(routes.jobDetail, async (c) => okJson(c, await jobDetail(c.get('deps').db, c.req.valid('query').id)));
  r.openapi(routes.qualificationList, async (c) => okJson(c, await qualificationList(c.get('deps').db)));
  r.openapi(routes.assuranceList, async (c) => okJson(c, await assuranceList(c.get('deps').db)));
  return r;
}
