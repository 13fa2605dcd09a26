import { AddCreditEvaluationBody, CmsAddConsultBody, ConsultLead, CreditEvaluationResult } from '@/lib/contract/lead/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { postRoute } from '../../http/route';
import { caller } from '../auth/routes';
import { areaOf } from '../../http/caller';
import { addCreditEvaluation, cmsAddConsult } from './service';
import { demandCardRoutes } from './demandCardRoutes';

const TAG = '线索';

const cmsAddConsultRoute = postRoute({
  path: '/api/consult/v1/cms_add_consult',
  tag: TAG,
  summary: '咨询 / 订阅 / 无结果订阅 / 降价提醒 / 商户入驻线索（游客须带短信验证码 type=default；同一手机号同内容一天内只记一次）',
  form: CmsAddConsultBody,
  data: ConsultLead,
});

const addCreditEvaluationRoute = postRoute({
  path: '/api/lead/v1/credit_evaluation',
  tag: TAG,
  summary: '贷款额度评估：服务端按公式估算并保存为线索，返回估算额度（游客须带短信验证码 type=default）',
  form: AddCreditEvaluationBody,
  data: CreditEvaluationResult,
});

export function leadRoutes() {
  const r = createRouter();
  r.openapi(cmsAddConsultRoute, async (c) => okJson(c, await cmsAddConsult(c.get('deps'), c.get('user'), caller(c), areaOf(c), c.req.valid('form'))));
  r.openapi(addCreditEvaluationRoute, async (c) =>
    okJson(c, await addCreditEvaluation(c.get('deps'), c.get('user'), caller(c), areaOf(c), c.req.valid('form'))),
  );
  r.route('/', demandCardRoutes());
  return r;
}
