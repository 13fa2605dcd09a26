/** First screens of 加入我们 (/my/joinUs, /my/joinUs/detail), 证照资质中心 and 服务保障: the platform's CMS content. */
import { notFound, type PageAnswer, type PageLoadContext } from '@/lib/pageLoader';
import { isApiError } from '@/lib/http';
import { userProfile } from '@/services/auth';
import {
  assuranceList,
  jobDetail,
  jobList,
  myJobApplication,
  qualificationList,
  type AssuranceList,
  type JobApplication,
  type JobDetail,
  type JobPage,
  type QualificationList,
} from '@/services/apply';

export const JOBS_PAGE_SIZE = 10;

export type JobsData = { first: JobPage };

/** 加入我们: the first page of openings (anyone may read them). */
export async function loadJobs({ client }: PageLoadContext): Promise<JobsData> {
  return { first: await jobList({ page: 1, limit: JOBS_PAGE_SIZE }, client) };
}

export type JobDetailData = { job: JobDetail; application: JobApplication | null; accountPhone: string };

/**
 * One opening, and — for a logged-in visitor — their application to it. A visitor reads the opening without being
 * sent to log in; applying asks them to.
 */
export async function loadJobDetail({ client, query, cookies }: PageLoadContext): Promise<PageAnswer<JobDetailData>> {
  let job: JobDetail;
  try {
    job = await jobDetail(query.id, client);
  } catch (err) {
    if (isApiError(err) && (err.code === 404 || err.code === 400)) return notFound();
    throw err;
  }
  let application: JobApplication | null = null;
  let accountPhone = '';
  if (cookies.token) {
    application = (await myJobApplication(job.id, client).catch(() => null))?.application ?? null;
    accountPhone = (await userProfile(client).catch(() => null))?.mainAccountFull ?? '';
  }
  return { job, application, accountPhone };
}

/** 证照资质中心. */
export const loadQualifications = ({ client }: PageLoadContext): Promise<QualificationList> => qualificationList(client);

/** 服务保障. */
export const loadAssurances = ({ client }: PageLoadContext): Promise<AssuranceList> => assuranceList(client);
