import type { Context } from 'hono';
import {
  ApplyListQuery,
  CooperationBody,
  CooperationPage,
  CooperationProposal,
  JobApplication,
  JobApplicationPage,
  JobApplicationQuery,
  JobApplyBody,
  MerchantApplication,
  MerchantJoinBody,
  MyJobApplication,
  MyMerchantApplication,
  OperatorCooperationListQuery,
  OperatorCooperationPage,
  OperatorCooperationProposal,
  OperatorCooperationStatusBody,
  OperatorJobApplication,
  OperatorJobListQuery,
  OperatorJobPage,
  OperatorJobStatusBody,
  OperatorMerchantApplication,
  OperatorMerchantDecideBody,
  OperatorMerchantListQuery,
  OperatorMerchantPage,
} from '@/lib/contract/apply/api';
import type { HonoEnv } from '../../http/types';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { forbidden } from '../../http/errors';
import { platformOperator } from '../aftersale/operator';
import { audited } from '../ops/audit';
import { cooperationState, jobApplicationState, merchantApplicationState } from './queue';
import { caller } from '../auth/routes';
import { requireAccount } from '../auth/session';
import { myCooperations, operatorCooperationList, submitCooperation, updateCooperationStatus } from './cooperation';
import { applyJob, myJobApplication, myJobApplications, operatorJobList, updateJobStatus } from './jobs';
import { decideMerchant, myMerchantApplication, operatorMerchantList, submitMerchant } from './merchant';

const TAG = '入驻与合作';

const routes = {
  submitMerchant: postRoute({
    path: '/api/apply/v1/merchant/submit',
    tag: TAG,
    summary: '提交商户入驻申请（需登录）：每人同时只能有一份审核中或已通过的申请；未通过可重新提交；每天最多 3 次',
    form: MerchantJoinBody,
    data: MerchantApplication,
  }),
  myMerchant: getRoute({ path: '/api/apply/v1/merchant/mine', tag: TAG, summary: '我的入驻申请：最近一次申请及其状态（需登录）', data: MyMerchantApplication }),
  operatorMerchantList: getRoute({
    path: '/api/apply/v1/operator/merchant/list',
    tag: TAG,
    summary: '入驻申请列表（平台运营，X-Operator-Token）：审核中的在前',
    query: OperatorMerchantListQuery,
    data: OperatorMerchantPage,
  }),
  operatorMerchantDecide: postRoute({
    path: '/api/apply/v1/operator/merchant/decide',
    tag: TAG,
    summary: '审核入驻申请（平台运营，X-Operator-Token）：通过，或不通过并写明原因；已处理的再审 409',
    form: OperatorMerchantDecideBody,
    data: OperatorMerchantApplication,
  }),
  applyJob: postRoute({
    path: '/api/apply/v1/job/apply',
    tag: TAG,
    summary: '投递职位（需登录）：每个职位投递一次，每天最多 3 次',
    form: JobApplyBody,
    data: JobApplication,
  }),
  myJobs: getRoute({ path: '/api/apply/v1/job/mine', tag: TAG, summary: '我的投递记录（需登录；新的在前）', query: ApplyListQuery, data: JobApplicationPage }),
  myJob: getRoute({ path: '/api/apply/v1/job/application', tag: TAG, summary: '我对一个职位的投递（没有时为 null）', query: JobApplicationQuery, data: MyJobApplication }),
  submitCooperation: postRoute({
    path: '/api/apply/v1/cooperation/submit',
    tag: TAG,
    summary: '提交合作意向（需登录）：每天最多 5 次',
    form: CooperationBody,
    data: CooperationProposal,
  }),
  myCooperations: getRoute({ path: '/api/apply/v1/cooperation/mine', tag: TAG, summary: '我的合作意向（需登录；新的在前）', query: ApplyListQuery, data: CooperationPage }),
  operatorJobList: getRoute({
    path: '/api/apply/v1/operator/job/list',
    tag: TAG,
    summary: '职位投递列表（平台运营，X-Operator-Token）：已投递、已查看的在前，早的在前',
    query: OperatorJobListQuery,
    data: OperatorJobPage,
  }),
  operatorJobStatus: postRoute({
    path: '/api/apply/v1/operator/job/update_status',
    tag: TAG,
    summary: '更新投递状态（平台运营，X-Operator-Token）：已投递→已查看/邀请面试/暂不合适，已查看→邀请面试/暂不合适；其他 409',
    form: OperatorJobStatusBody,
    data: OperatorJobApplication,
  }),
  operatorCooperationList: getRoute({
    path: '/api/apply/v1/operator/cooperation/list',
    tag: TAG,
    summary: '合作意向列表（平台运营，X-Operator-Token）：待联系、已联系的在前，早的在前',
    query: OperatorCooperationListQuery,
    data: OperatorCooperationPage,
  }),
  operatorCooperationStatus: postRoute({
    path: '/api/apply/v1/operator/cooperation/update_status',
    tag: TAG,
    summary: '更新合作意向状态（平台运营，X-Operator-Token）：待联系→已联系/已结束，已联系→已结束；其他 409',
    form: OperatorCooperationStatusBody,
    data: OperatorCooperationProposal,
  }),
};

function requireOperator(c: Context<HonoEnv>) {
  const op = platformOperator(c);
  if (!op) throw forbidden('仅平台运营人员可以审核');
  return op;
}

/** 商户入驻, 加入我们 and 我要合作: each application belongs to the account that sent it. */
export function applyRoutes() {
  const r = createRouter();
  r.openapi(routes.submitMerchant, async (c) => okJson(c, await submitMerchant(c.get('deps'), requireAccount(c).userId, caller(c), c.req.valid('form'))));
  r.openapi(routes.myMerchant, async (c) => okJson(c, await myMerchantApplication(c.get('deps'), requireAccount(c).userId)));
  r.openapi(routes.operatorMerchantList, async (c) => {
    requireOperator(c);
    return okJson(c, await operatorMerchantList(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(routes.operatorMerchantDecide, async (c) => {
    const op = requireOperator(c);
    const b = c.req.valid('form');
    const { db } = c.get('deps');
    const spec = { action: 'merchant.decide', objectType: 'merchantApplication', objectId: b.id, summary: b.action === 'approve' ? '入驻通过' : `入驻不通过：${b.reason}`, snapshot: () => merchantApplicationState(db, b.id) };
    return okJson(c, await audited(c, spec, () => decideMerchant(c.get('deps'), op.id, b)));
  });
  r.openapi(routes.applyJob, async (c) => okJson(c, await applyJob(c.get('deps'), requireAccount(c).userId, caller(c), c.req.valid('form'))));
  r.openapi(routes.myJobs, async (c) => {
    const { page, limit } = c.req.valid('query');
    return okJson(c, await myJobApplications(c.get('deps').db, requireAccount(c).userId, page, limit));
  });
  r.openapi(routes.myJob, async (c) => okJson(c, await myJobApplication(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').jobId)));
  r.openapi(routes.submitCooperation, async (c) => okJson(c, await submitCooperation(c.get('deps'), requireAccount(c).userId, caller(c), c.req.valid('form'))));
  r.openapi(routes.myCooperations, async (c) => {
    const { page, limit } = c.req.valid('query');
    return okJson(c, await myCooperations(c.get('deps').db, requireAccount(c).userId, page, limit));
  });
  r.openapi(routes.operatorJobList, async (c) => {
    requireOperator(c);
    return okJson(c, await operatorJobList(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(routes.operatorJobStatus, async (c) => {
    requireOperator(c);
    const b = c.req.valid('form');
    const { db } = c.get('deps');
    const spec = { action: 'job.status', objectType: 'jobApplication', objectId: b.id, summary: `${b.status}${b.note ? `：${b.note}` : ''}`, snapshot: () => jobApplicationState(db, b.id) };
    return okJson(c, await audited(c, spec, () => updateJobStatus(c.get('deps'), b)));
  });
  r.openapi(routes.operatorCooperationList, async (c) => {
    requireOperator(c);
    return okJson(c, await operatorCooperationList(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(routes.operatorCooperationStatus, async (c) => {
    requireOperator(c);
    const b = c.req.valid('form');
    const { db } = c.get('deps');
    const spec = { action: 'cooperation.status', objectType: 'cooperation', objectId: b.id, summary: `${b.status}${b.note ? `：${b.note}` : ''}`, snapshot: () => cooperationState(db, b.id) };
    return okJson(c, await audited(c, spec, () => updateCooperationStatus(c.get('deps'), b)));
  });
  return r;
}
