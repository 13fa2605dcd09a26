import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityListPage, ActivityProductPage, ActivityTypeOptions, CampaignSummary, SeckillListPage } from '@/lib/contract/activity/api';
import { CAMPAIGN_PAGES, DEFAULT_CAMPAIGN_CITY, LIST_WHEN, SECKILL_FILTER, SPEC_TYPE, campaignPagePath, type SpecType } from '@/lib/contract/activity/enums';
import { notFound } from '../../http/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { findAdvertising } from '../home/ads';
import { presentProducts, presentWindow, type CampaignRow } from './present';
import { campaignLabels, campaignProducts, campaigns } from './schema';

// The campaign pages' reads (inventory platform §4.0): a type's campaign with its tabs and banner, its products
// page by page, every live and coming campaign (for /activity/new and the calendar), and the flash sale's list.

const ENDED_SHOWN_MS = 7 * 86_400_000;
const APP_TERMINAL = 'COMDIC_TERMINAL_APP';

const visible = eq(campaigns.status, 1);
/** Products the lists show (a subsidised goods' other specs are reached from its sheet: subsidy.ts). */
const listed = eq(campaignProducts.listed, true);
/** A time as a parameter of raw SQL (the same on PGlite and PostgreSQL). */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const inCity = (city: string) => sql`(cardinality(${campaigns.cityCodes}) = 0 or ${campaigns.cityCodes} @> ARRAY[${city}]::text[])`;
const productInCity = (city: string) => or(isNull(campaignProducts.cityCode), eq(campaignProducts.cityCode, city))!;
const live = (now: Date) => and(lte(campaigns.startAt, now), gt(campaigns.endAt, now))!;
const coming = (now: Date) => gt(campaigns.startAt, now);

export const campaignNotFound = () => notFound('活动不存在');

/** The campaign a type's page shows: the one named, else the live one (by sort), else the next to start. */
async function pickCampaign(db: DbLike, specType: SpecType, specCode: string | undefined, city: string, now: Date): Promise<CampaignRow | undefined> {
  if (specCode) {
    const [c] = await db.select().from(campaigns).where(and(eq(campaigns.specCode, specCode), eq(campaigns.specType, specType), visible));
    return c;
  }
  const base = and(eq(campaigns.specType, specType), visible, inCity(city));
  const [l] = await db.select().from(campaigns).where(and(base, live(now))).orderBy(asc(campaigns.sort), asc(campaigns.endAt), asc(campaigns.id)).limit(1);
  if (l) return l;
  const [n] = await db.select().from(campaigns).where(and(base, coming(now))).orderBy(asc(campaigns.startAt), asc(campaigns.sort), asc(campaigns.id)).limit(1);
  return n;
}

/** The ad location's first material, '' when it has none (the page then shows its own default banner). */
async function bannerOf(db: DbLike, advertCode: string, city: string, now: Date): Promise<string> {
  if (!advertCode) return '';
  const ads = await findAdvertising(db, [advertCode], { areaCode: city, terminalCode: APP_TERMINAL, now });
  return ads[advertCode]?.[0]?.materialUrl ?? '';
}

const pageConfigOf = (specType: SpecType) => Object.values(CAMPAIGN_PAGES).find((p) => p.specType === specType);

/** activity_type_options: the campaign of a type in a city, its tabs there, its window and banner. */
export async function activityTypeOptions(db: DbLike, q: { specType: SpecType; specCode?: string; cityCodes?: string }, now: Date): Promise<ActivityTypeOptions> {
  const city = q.cityCodes || DEFAULT_CAMPAIGN_CITY.code;
  const c = await pickCampaign(db, q.specType, q.specCode, city, now);
  const cfg = pageConfigOf(q.specType);
  const advertCode = c?.advertCode || cfg?.advertCode || '';
  const bannerUrl = await bannerOf(db, advertCode, city, now);
  if (!c) return { specCode: '', campaign: null, settingVOList: [], endTime: '', productType: '', advertCode, ruleCode: cfg?.ruleCode ?? '', bannerUrl, serverTime: now.toISOString() };
  const labels = await db
    .select()
    .from(campaignLabels)
    .where(and(eq(campaignLabels.campaignId, c.id), eq(campaignLabels.cityCode, city)))
    .orderBy(asc(campaignLabels.sort), asc(campaignLabels.id));
  const w = presentWindow(c, now);
  return {
    specCode: c.specCode,
    campaign: w,
    settingVOList: labels.map((l) => ({ id: l.id, labelName: l.labelName, cityCode: l.cityCode, cityName: l.cityName, specialId: c.id })),
    endTime: w.endTime,
    productType: c.productType,
    advertCode,
    ruleCode: c.ruleCode || cfg?.ruleCode || '',
    bannerUrl,
    serverTime: now.toISOString(),
  };
}

/** activity_product_list: one campaign's products in a city, by tab (labelId, else labelName), recommended ones only with isReco. */
export async function activityProductList(
  db: DbLike,
  q: { specCode: string; page: number; limit: number; cityCode?: string; labelId?: string; labelName?: string; isReco?: number },
  now: Date,
): Promise<ActivityProductPage> {
  const [c] = await db.select().from(campaigns).where(and(eq(campaigns.specCode, q.specCode), visible));
  if (!c) throw campaignNotFound();
  const city = q.cityCode || DEFAULT_CAMPAIGN_CITY.code;
  const conds: SQL[] = [eq(campaignProducts.campaignId, c.id), listed, productInCity(city)];
  if (q.labelId) conds.push(eq(campaignProducts.labelId, q.labelId));
  else if (q.labelName && q.labelName !== '全部' && q.labelName !== '全部服务') {
    const ids = (await db.select({ id: campaignLabels.id }).from(campaignLabels).where(and(eq(campaignLabels.campaignId, c.id), eq(campaignLabels.labelName, q.labelName)))).map((l) => l.id);
    conds.push(inArray(campaignProducts.labelId, ids.length ? ids : ['-']));
  }
  if (q.isReco === 1) conds.push(eq(campaignProducts.isReco, true));
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(campaignProducts).where(where).orderBy(asc(campaignProducts.sort), asc(campaignProducts.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(campaignProducts).where(where),
  ]);
  const records = await presentProducts(db, rows.map((p) => ({ p, c })), now);
  return { ...pageOf(records, n, q.page, q.limit), serverTime: now.toISOString() };
}

/** activity_list: campaigns of every type (or one) that are live and/or coming, soonest ending first, with a preview. */
export async function activityList(
  db: DbLike,
  q: { specType?: SpecType; when: string; kind?: string; cityCode?: string; page: number; limit: number },
  now: Date,
): Promise<ActivityListPage> {
  const conds: SQL[] = [visible, gt(campaigns.endAt, now)];
  if (q.when === LIST_WHEN.LIVE) conds.push(lte(campaigns.startAt, now));
  if (q.when === LIST_WHEN.COMING) conds.push(gt(campaigns.startAt, now));
  if (q.specType) conds.push(eq(campaigns.specType, q.specType));
  if (q.kind) conds.push(eq(campaigns.kind, q.kind));
  if (q.cityCode) conds.push(inCity(q.cityCode));
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(sql`(${campaigns.startAt} > ${at(now)})`, asc(campaigns.startAt), asc(campaigns.sort), asc(campaigns.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(campaigns).where(where),
  ]);
  const city = q.cityCode || DEFAULT_CAMPAIGN_CITY.code;
  const records: CampaignSummary[] = [];
  for (const c of rows) {
    const ps = await db.select().from(campaignProducts).where(and(eq(campaignProducts.campaignId, c.id), listed, productInCity(city))).orderBy(asc(campaignProducts.sort), asc(campaignProducts.id));
    const priced = ps.filter((p) => p.specialPriceFen > 0).map((p) => p.specialPriceFen);
    const cfg = pageConfigOf(c.specType as SpecType);
    records.push({
      ...presentWindow(c, now),
      pagePath: campaignPagePath(c.specType as SpecType, c.specCode),
      bannerUrl: (await bannerOf(db, c.advertCode || cfg?.advertCode || '', city, now)) || cfg?.banner || '',
      productCount: ps.length,
      minPriceFen: priced.length ? Math.min(...priced) : null,
      preview: await presentProducts(db, ps.slice(0, 3).map((p) => ({ p, c })), now),
    });
  }
  return { ...pageOf(records, n, q.page, q.limit), serverTime: now.toISOString() };
}

/** seckill_list: the flash sale's products of every 场次 and 专场 (ended ones of the last 7 days), with the 4 counts. */
export async function seckillList(db: DbLike, q: { status: string; cityCode?: string; page: number; limit: number }, now: Date): Promise<SeckillListPage> {
  const city = q.cityCode || DEFAULT_CAMPAIGN_CITY.code;
  const base = and(eq(campaigns.specType, SPEC_TYPE.XSQG), visible, listed, inCity(city), productInCity(city), gt(campaigns.endAt, new Date(now.getTime() - ENDED_SHOWN_MS)))!;
  const isLive = sql`(${campaigns.startAt} <= ${at(now)} and ${campaigns.endAt} > ${at(now)})`;
  const isComing = sql`(${campaigns.startAt} > ${at(now)})`;
  const isEnded = sql`(${campaigns.endAt} <= ${at(now)})`;
  const [census] = await db
    .select({
      all: countInt,
      ongoing: sql<number>`count(*) filter (where ${isLive})::int`,
      coming: sql<number>`count(*) filter (where ${isComing})::int`,
      ended: sql<number>`count(*) filter (where ${isEnded})::int`,
    })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .where(base);
  const filter = q.status === SECKILL_FILTER.ONGOING ? isLive : q.status === SECKILL_FILTER.COMING ? isComing : q.status === SECKILL_FILTER.ENDED ? isEnded : sql`true`;
  const rows = await db
    .select({ p: campaignProducts, c: campaigns })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .where(and(base, filter))
    // Live first, then coming (soonest first), then ended (latest first).
    .orderBy(sql`case when ${isLive} then 0 when ${isComing} then 1 else 2 end`, sql`case when ${isEnded} then -extract(epoch from ${campaigns.endAt}) else extract(epoch from ${campaigns.startAt}) end`, asc(campaignProducts.sort), asc(campaignProducts.id))
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit));
  const total = q.status === SECKILL_FILTER.ONGOING ? census.ongoing : q.status === SECKILL_FILTER.COMING ? census.coming : q.status === SECKILL_FILTER.ENDED ? census.ended : census.all;
  return { ...pageOf(await presentProducts(db, rows, now), total, q.page, q.limit), census, serverTime: now.toISOString() };
}
