import { z } from 'zod';
import { limitField, looseId, pageField } from '../fields';
import { pagedSchema } from '../paging';

/**
 * The platform's own content the applications pages show, served by the cms module (server/modules/cms/platform*.ts):
 * job openings (加入我们), the qualification documents (证照资质中心) and the assurance texts (服务保障).
 */

// ——— requests ———

export const JobListQuery = z.object({ page: pageField(), limit: limitField(10, 30) });
export type JobListQuery = z.infer<typeof JobListQuery>;

export const JobDetailQuery = z.object({ id: looseId('职位ID').meta({ example: 'job_planner_cd' }) });
export type JobDetailQuery = z.infer<typeof JobDetailQuery>;

// ——— answers ———

export const JobCard = z
  .object({
    id: z.string(),
    title: z.string(),
    department: z.string(),
    city: z.string(),
    salary: z.string().meta({ example: '8-15K·13薪' }),
    experience: z.string().meta({ example: '1-3年' }),
    education: z.string().meta({ example: '大专及以上' }),
    headcount: z.number().int().meta({ description: '招聘人数' }),
    tags: z.array(z.string()),
    updatedAt: z.string(),
  })
  .meta({ id: 'JobCard' });
export type JobCard = z.infer<typeof JobCard>;
export const JobPage = pagedSchema(JobCard);
export type JobPage = z.infer<typeof JobPage>;

export const JobDetail = JobCard.extend({
  summary: z.string(),
  duties: z.array(z.string()).meta({ description: '岗位职责' }),
  requirements: z.array(z.string()).meta({ description: '任职要求' }),
  benefits: z.array(z.string()).meta({ description: '福利待遇' }),
  address: z.string().meta({ description: '工作地点' }),
}).meta({ id: 'JobDetail' });
export type JobDetail = z.infer<typeof JobDetail>;

export const Qualification = z
  .object({
    code: z.string(),
    title: z.string().meta({ example: '增值电信业务经营许可证' }),
    number: z.string().meta({ description: '证书编号' }),
    holder: z.string().meta({ description: '持证单位' }),
    issuer: z.string().meta({ description: '发证机关' }),
    validity: z.string().meta({ example: '2021-06-18 至 2026-06-17', description: '有效期（长期有效时为“长期”）' }),
    image: z.string().meta({ description: '证照图片地址（本站）' }),
    note: z.string(),
  })
  .meta({ id: 'Qualification' });
export type Qualification = z.infer<typeof Qualification>;
export const QualificationList = z.object({ rows: z.array(Qualification) });
export type QualificationList = z.infer<typeof QualificationList>;

export const AssuranceSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });
export type AssuranceSection = z.infer<typeof AssuranceSection>;

export const Assurance = z
  .object({
    code: z.string(),
    title: z.string().meta({ example: '先行赔付' }),
    summary: z.string(),
    icon: z.string().meta({ description: '图标名（refund / phone / escrow / compensate / contract / privacy）' }),
    sections: z.array(AssuranceSection),
  })
  .meta({ id: 'Assurance' });
export type Assurance = z.infer<typeof Assurance>;
export const AssuranceList = z.object({ rows: z.array(Assurance) });
export type AssuranceList = z.infer<typeof AssuranceList>;
