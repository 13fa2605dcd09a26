/**
 * 商户入驻, 加入我们, 我要合作 (server/modules/apply) and the platform content they show (server/modules/cms
 * platform*.ts: openings, qualifications, assurance texts). Submissions need an account; each list is the caller's own.
 */
import { http, type Http } from '@/lib/http';
import type {
  CooperationInput,
  CooperationPage,
  CooperationProposal,
  JobApplication,
  JobApplicationPage,
  JobApplyInput,
  MerchantApplication,
  MerchantJoinInput,
  MyJobApplication,
  MyMerchantApplication,
} from '@/lib/contract/apply/api';
import type { AssuranceList, JobDetail, JobPage, QualificationList } from '@/lib/contract/apply/content';

export type {
  CooperationPage,
  CooperationProposal,
  JobApplication,
  JobApplicationPage,
  MerchantApplication,
  MyJobApplication,
  MyMerchantApplication,
} from '@/lib/contract/apply/api';
export type { Assurance, AssuranceList, JobCard, JobDetail, JobPage, Qualification, QualificationList } from '@/lib/contract/apply/content';

type PageQuery = { page: number; limit?: number };

/** POST /apply/v1/merchant/submit: a new application (审核中). `categoryCodes` go as a comma list. */
export const submitMerchantJoin = (input: Omit<MerchantJoinInput, 'categoryCodes'> & { categoryCodes: string[] }, client: Http = http) =>
  client.post<MerchantApplication>('/apply/v1/merchant/submit', { ...input, categoryCodes: input.categoryCodes.join(',') });

/** GET /apply/v1/merchant/mine: the caller's latest application and whether a new one may be sent. */
export const myMerchantApplication = (client: Http = http) => client.get<MyMerchantApplication>('/apply/v1/merchant/mine');

/** GET /cms/v1/jobs: the openings. */
export const jobList = (q: PageQuery, client: Http = http) => client.get<JobPage>('/cms/v1/jobs', q);

/** GET /cms/v1/job_detail: one opening (404 when it is gone). */
export const jobDetail = (id: string, client: Http = http) => client.get<JobDetail>('/cms/v1/job_detail', { id });

/** POST /apply/v1/job/apply: apply to an opening (once per opening). */
export const applyJob = (input: JobApplyInput, client: Http = http) => client.post<JobApplication>('/apply/v1/job/apply', input);

/** GET /apply/v1/job/application: the caller's application to one opening, or null. */
export const myJobApplication = (jobId: string, client: Http = http) => client.get<MyJobApplication>('/apply/v1/job/application', { jobId });

/** GET /apply/v1/job/mine: the caller's applications, newest first. */
export const myJobApplications = (q: PageQuery, client: Http = http) => client.get<JobApplicationPage>('/apply/v1/job/mine', q);

/** POST /apply/v1/cooperation/submit: a cooperation proposal. */
export const submitCooperation = (input: CooperationInput, client: Http = http) => client.post<CooperationProposal>('/apply/v1/cooperation/submit', input);

/** GET /apply/v1/cooperation/mine: the caller's proposals, newest first. */
export const myCooperations = (q: PageQuery, client: Http = http) => client.get<CooperationPage>('/apply/v1/cooperation/mine', q);

/** GET /cms/v1/qualifications: the platform's licences. */
export const qualificationList = (client: Http = http) => client.get<QualificationList>('/cms/v1/qualifications');

/** GET /cms/v1/assurances: 资金托管, 退款保障, 先行赔付, 隐私号保护, 合同保障. */
export const assuranceList = (client: Http = http) => client.get<AssuranceList>('/cms/v1/assurances');
