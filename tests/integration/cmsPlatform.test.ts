import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cmsAssurances, cmsJobs, cmsQualifications } from '@/server/db/schema';
import { seedPlatformContent } from '@/server/modules/cms/platformSeed';
import { createTestContext, randomIp, type TestContext } from './helpers';

// 加入我们, 证照资质中心 and 服务保障 (server/modules/cms/platform*.ts): seeded content read anonymously, an entry
// taken offline hidden everywhere (and not applied to), the seed idempotent.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

describe('jobs', () => {
  it('lists the openings in order, pages them, and opens one with its duties and requirements', async () => {
    const all = await t.call('GET', '/api/cms/v1/jobs');
    expect(all.code, all.msg).toBe(200);
    expect(all.data.records.map((j: { title: string }) => j.title)).toEqual(['企服规划师', '财税顾问', '前端开发工程师', '客服专员', '商户招商经理']);
    const second = await t.call('GET', '/api/cms/v1/jobs', { page: 2, limit: 2 });
    expect(second.data).toMatchObject({ totalCount: 5, totalPage: 3, current: 2 });
    expect(second.data.records.map((j: { id: string }) => j.id)).toEqual(['job_frontend', 'job_service_cs']);
    const detail = await t.call('GET', '/api/cms/v1/job_detail', { id: 'job_planner_cd' });
    expect(detail.data).toMatchObject({ title: '企服规划师', city: '成都', address: '成都市高新区天府大道中段1388号' });
    expect(detail.data.duties.length).toBeGreaterThan(2);
    expect(detail.data.requirements.length).toBeGreaterThan(2);
    expect(detail.data.benefits).toContain('五险一金，入职即缴纳');
  });

  it('answers 404 for an unknown id and 400 naming the field for a bad one', async () => {
    expect((await t.call('GET', '/api/cms/v1/job_detail', { id: 'job_nope' })).code).toBe(404);
    expect((await t.call('GET', '/api/cms/v1/job_detail', {})).msg).toBe('id：不能为空');
    expect((await t.call('GET', '/api/cms/v1/jobs', { limit: 500 })).msg).toBe('limit：每页条数有误');
  });

  it('hides an opening taken offline, refuses applications to it, and a re-seed leaves it offline', async () => {
    await t.deps.db.update(cmsJobs).set({ online: false }).where(eq(cmsJobs.id, 'job_service_cs'));
    const list = await t.call('GET', '/api/cms/v1/jobs', { limit: 30 });
    expect(list.data.records.map((j: { id: string }) => j.id)).not.toContain('job_service_cs');
    expect((await t.call('GET', '/api/cms/v1/job_detail', { id: 'job_service_cs' })).code).toBe(404);
    const phone = t.phone();
    const { token } = await t.loginSms(phone, { ip: randomIp() });
    const apply = await t.call('POST', '/api/apply/v1/job/apply', { jobId: 'job_service_cs', name: '陈静', phone, note: '两年电话客服经验，普通话二甲。' }, { token });
    expect(apply.code).toBe(404);
    expect(apply.msg).toBe('该职位不存在或已停止招聘');
    await seedPlatformContent(t.deps.db, t.deps.now());
    const [row] = await t.deps.db.select().from(cmsJobs).where(eq(cmsJobs.id, 'job_service_cs'));
    expect(row.online).toBe(false);
    await t.deps.db.update(cmsJobs).set({ online: true }).where(eq(cmsJobs.id, 'job_service_cs'));
  });
});

describe('qualifications', () => {
  it('shows the three licences of inventory §11, each with its number, issuer and an image the site serves', async () => {
    const res = await t.call('GET', '/api/cms/v1/qualifications');
    expect(res.code, res.msg).toBe(200);
    expect(res.data.rows.map((q: { title: string }) => q.title)).toEqual(['营业执照', '增值电信业务经营许可证（ICP证）', '网络文化经营许可证']);
    for (const q of res.data.rows as { number: string; issuer: string; holder: string; image: string }[]) {
      expect(q.number).not.toBe('');
      expect(q.issuer).not.toBe('');
      expect(q.holder).toBe('成都薯片企业服务有限公司');
      expect(q.image).toMatch(/^\/images\/qualification\/\w+\.svg$/);
      const file = path.join(process.cwd(), 'public', q.image);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toContain(q.number.replace(/^统一社会信用代码 /, ''));
    }
  });
});

describe('assurances', () => {
  it('explains escrow, refunds, compensation and the hidden-number calls with the platform’s real rules', async () => {
    const res = await t.call('GET', '/api/cms/v1/assurances');
    expect(res.code, res.msg).toBe(200);
    const byTitle = new Map((res.data.rows as { title: string; sections: { paragraphs: string[] }[] }[]).map((a) => [a.title, a.sections.flatMap((s) => s.paragraphs).join('')]));
    expect([...byTitle.keys()]).toEqual(['资金托管', '退款保障', '先行赔付', '隐私号保护', '合同保障']);
    expect(byTitle.get('资金托管')).toContain('2小时');
    expect(byTitle.get('退款保障')).toContain('原路退回');
    expect(byTitle.get('先行赔付')).toContain('最多可申请2次平台介入');
    expect(byTitle.get('隐私号保护')).toContain('10分钟内有效');
  });

  it('brings seeded text up to date on a re-seed and keeps one row per entry', async () => {
    await t.deps.db.update(cmsAssurances).set({ summary: '旧的说明' }).where(eq(cmsAssurances.code, 'assure_refund'));
    await seedPlatformContent(t.deps.db, t.deps.now());
    const [row] = await t.deps.db.select().from(cmsAssurances).where(eq(cmsAssurances.code, 'assure_refund'));
    expect(row.summary).not.toBe('旧的说明');
    expect(await t.deps.db.select().from(cmsQualifications)).toHaveLength(3);
  });
});
