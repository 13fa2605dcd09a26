import {
  CustomerInterview,
  CustomerInterviewDetail,
  CustomerInterviewPage,
  InterviewCancelBody,
  InterviewEvaluateBody,
  InterviewIdBody,
  InterviewIdQuery,
  InterviewPageQuery,
  InterviewProposeBody,
  NotCompleteNum,
  PlannerCustomerPage,
  PlannerCustomersQuery,
  PlannerInterview,
  PlannerInterviewPage,
} from '@/lib/contract/interview/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { requireAccount } from '../auth/session';
import { cancelInterview, completeInterview, confirmInterview, plannerCancelInterview } from './changing';
import { plannerCustomers } from './customers';
import { startCustomer } from './proposing';
import { evaluateInterview, interviewDetail } from './rating';
import { interviewPage, notCompleteNum, plannerInterviewDetail, plannerInterviewPage } from './reading';

const TAG = '面谈';

const routes = {
  notCompleteNum: getRoute({
    path: '/api/interview/v4/not_complete_num',
    tag: TAG,
    summary: '我的待确认面谈数（“我的”页面谈记录角标；需登录）',
    data: NotCompleteNum,
  }),
  interviewPage: getRoute({
    path: '/api/interview/v4/page',
    tag: TAG,
    summary: '我的面谈记录（需登录）：按状态筛选；待确认、已确认按面谈时间先后，其余按最近变化',
    query: InterviewPageQuery,
    data: CustomerInterviewPage,
  }),
  interviewDetail: getRoute({
    path: '/api/interview/v4/detail',
    tag: TAG,
    summary: '我的一条面谈（分享链接、短信链接打开的确认页），含可否评价与我的评价；不是邀约给自己的为 404',
    query: InterviewIdQuery,
    data: CustomerInterviewDetail,
  }),
  confirm: postRoute({
    path: '/api/interview/v4/confirm',
    tag: TAG,
    summary: '确认面谈（受邀客户；待确认且面谈时间未到）；状态已变化为 409',
    form: InterviewIdBody,
    data: CustomerInterview,
  }),
  cancel: postRoute({
    path: '/api/interview/v4/cancel',
    tag: TAG,
    summary: '取消面谈（受邀客户；待确认或已确认且面谈时间未到）；带上看到的状态 status，状态已变化为 409',
    form: InterviewCancelBody,
    data: CustomerInterview,
  }),
  evaluate: postRoute({
    path: '/api/interview/v4/evaluate',
    tag: TAG,
    summary: '评价面谈（受邀客户；面谈已完成；每条面谈一次）：1–5 星与可选文字，计入规划师的评价与薯片分；未完成或已评价为 409',
    form: InterviewEvaluateBody,
    data: CustomerInterviewDetail,
  }),
  plannerInterviewPage: getRoute({
    path: '/api/interview/v4/planner_page',
    tag: TAG,
    summary: '我发起的面谈（仅规划师），按状态筛选',
    query: InterviewPageQuery,
    data: PlannerInterviewPage,
  }),
  plannerInterviewDetail: getRoute({
    path: '/api/interview/v4/planner_detail',
    tag: TAG,
    summary: '我发起的一条面谈（仅规划师；他人的为 404）',
    query: InterviewIdQuery,
    data: PlannerInterview,
  }),
  plannerCustomers: getRoute({
    path: '/api/interview/v4/planner_customers',
    tag: TAG,
    summary: '可邀约面谈的客户（仅规划师）：在线咨询过我、或有由我服务的订单的用户，最近联系的在前',
    query: PlannerCustomersQuery,
    data: PlannerCustomerPage,
  }),
  startCustomer: postRoute({
    path: '/api/interview/v4/start_customer',
    tag: TAG,
    summary: '向客户发起面谈邀约（仅规划师，只能邀约自己的客户）；通过会话消息与短信（含确认链接）通知客户；每位客户每天 5 次、每位规划师每天 100 次',
    form: InterviewProposeBody,
    data: PlannerInterview,
  }),
  plannerCancel: postRoute({
    path: '/api/interview/v4/planner_cancel',
    tag: TAG,
    summary: '取消我发起的面谈（规划师；待确认或已确认；带上看到的状态 status，已变化为 409）；短信通知客户',
    form: InterviewCancelBody,
    data: PlannerInterview,
  }),
  complete: postRoute({
    path: '/api/interview/v4/complete',
    tag: TAG,
    summary: '标记面谈已完成（规划师；客户已确认且面谈时间已到）',
    form: InterviewIdBody,
    data: PlannerInterview,
  }),
};

export function interviewRoutes() {
  const r = createRouter();
  r.openapi(routes.notCompleteNum, async (c) => okJson(c, await notCompleteNum(c.get('deps').db, requireAccount(c).userId, c.get('deps').now())));
  r.openapi(routes.interviewPage, async (c) => okJson(c, await interviewPage(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'), c.get('deps').now())));
  r.openapi(routes.interviewDetail, async (c) =>
    okJson(c, await interviewDetail(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').id, c.get('deps').now())),
  );
  r.openapi(routes.confirm, async (c) => okJson(c, await confirmInterview(c.get('deps'), requireAccount(c), c.req.valid('form').id)));
  r.openapi(routes.cancel, async (c) => {
    const { id, reason, status } = c.req.valid('form');
    return okJson(c, await cancelInterview(c.get('deps'), requireAccount(c), id, reason, status));
  });
  r.openapi(routes.evaluate, async (c) => okJson(c, await evaluateInterview(c.get('deps'), requireAccount(c), c.req.valid('form'))));
  r.openapi(routes.plannerInterviewPage, async (c) =>
    okJson(c, await plannerInterviewPage(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'), c.get('deps').now())),
  );
  r.openapi(routes.plannerInterviewDetail, async (c) =>
    okJson(c, await plannerInterviewDetail(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').id, c.get('deps').now())),
  );
  r.openapi(routes.plannerCustomers, async (c) => {
    const { page, limit } = c.req.valid('query');
    return okJson(c, await plannerCustomers(c.get('deps').db, requireAccount(c).userId, page, limit));
  });
  r.openapi(routes.startCustomer, async (c) => okJson(c, await startCustomer(c.get('deps'), requireAccount(c), c.req.valid('form'))));
  r.openapi(routes.plannerCancel, async (c) => {
    const { id, reason, status } = c.req.valid('form');
    return okJson(c, await plannerCancelInterview(c.get('deps'), requireAccount(c), id, reason, status));
  });
  r.openapi(routes.complete, async (c) => okJson(c, await completeInterview(c.get('deps'), requireAccount(c), c.req.valid('form').id)));
  return r;
}
