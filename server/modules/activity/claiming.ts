import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { SECKILL_MSG, CAMPAIGN_STATUS } from '@/lib/contract/activity/enums';
import { ORDER_ERR } from '@/lib/contract/order/enums';
import { AppError, ERR } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { preparedRead } from '../../db/prepared';
import { campaignStatusOf } from './status';
import { campaignClaims, campaignProducts, campaignQuota, campaigns } from './schema';
import { ph, prebuilt } from '../../db/prebuilt';

// The flash sale's record in the database (docs/adr/0022-flash-sale-stock.md). What the order module calls, inside
// its own transactions: the price of a campaign unit at checkout, the claim when the order is submitted, and the
// unit's fate when the order is paid or closes unpaid. Every step is one conditional statement or a constraint.

export type RefusalKind = 'soldOut' | 'limit' | 'window' | 'missing';

/** A refusal the flash-sale gate tells apart (a sold-out refusal means the gate's own count was too high). */
export class CampaignRefusal extends AppError {
  constructor(
    public readonly kind: RefusalKind,
    code: number,
    msg: string,
    /** the per-user limit, on a refusal over it */
    public readonly limit?: number,
  ) {
    super(code, msg);
  }
}

export const soldOut = () => new CampaignRefusal('soldOut', ORDER_ERR.GOODS_UNAVAILABLE, SECKILL_MSG.soldOut);
export const overLimit = (n: number) => new CampaignRefusal('limit', ERR.CONFLICT, SECKILL_MSG.limit(n), n);
const notStarted = () => new CampaignRefusal('window', ORDER_ERR.GOODS_UNAVAILABLE, SECKILL_MSG.notStarted);
const ended = () => new CampaignRefusal('window', ORDER_ERR.GOODS_UNAVAILABLE, SECKILL_MSG.ended);
const missing = () => new CampaignRefusal('missing', ORDER_ERR.GOODS_UNAVAILABLE, SECKILL_MSG.notFound);

export const CLAIM = { HELD: 'HELD', PAID: 'PAID', RELEASED: 'RELEASED' } as const;

/**
 * The unit, its campaign (live ones only) and this buyer's quota row, in one read: what checkout prices, what the
 * door refuses by, and what a refused claim is explained by.
 */
const unitRows = preparedRead((db) =>
  db
    .select({ p: campaignProducts, c: campaigns, taken: campaignQuota.taken })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .leftJoin(campaignQuota, and(eq(campaignQuota.productId, campaignProducts.id), eq(campaignQuota.userId, sql.placeholder('userId'))))
    .where(and(eq(campaignProducts.id, sql.placeholder('productId')), eq(campaigns.status, 1))),
);

async function unitFor(db: DbLike, userId: string, productId: string) {
  const [row] = await unitRows(db, { userId, productId });
  return row;
}

function refuseWindow(c: { startAt: Date; endAt: Date }, now: Date) {
  const s = campaignStatusOf(c, now);
  if (s === CAMPAIGN_STATUS.NOT_STARTED) throw notStarted();
  if (s === CAMPAIGN_STATUS.ENDED) throw ended();
}

export type CampaignUnit = { goodsId: string; skuId: string; priceFen: number; title: string; perUserLimit: number; endAt: Date; /** units this buyer already holds or bought */ taken: number };

/**
 * What checkout sells for a campaign product: its goods SKU at the campaign price, decided here. One read (the unit,
 * its campaign and this buyer's quota), for the page's early and kind answer; the claim at submit is what holds (campaignClaimWrites).
 */
export async function campaignUnit(db: DbLike, userId: string, productId: string, now: Date): Promise<CampaignUnit> {
  const row = await unitFor(db, userId, productId);
  if (!row) throw missing();
  const { p, c } = row;
  const taken = row.taken ?? 0;
  refuseWindow(c, now);
  if (p.sold >= p.stock) throw soldOut();
  if (taken >= p.perUserLimit) throw overLimit(p.perUserLimit);
  return { goodsId: p.goodsId, skuId: p.skuId, priceFen: p.specialPriceFen, title: c.title, perUserLimit: p.perUserLimit, endAt: c.endAt, taken };
}

/**
 * The door of a flash sale decided by PostgreSQL alone (no Redis gate, or the gate down; issue 30): one read of the
 * unit, its campaign and this buyer's quota, refusing at once a buyer over the limit, a sold-out unit or a closed
 * window, before any pricing, order machinery or write. Only a refusal is decided here: an admitted buyer's claim is
 * still the atomic writes of campaignClaimWrites. The limit is checked first, so a double tap of one who took the
 * last unit is refused as over the limit and answered with their first order by the route. An admitted buyer is told
 * what the read saw (units left, their own count, the limit), for the door's marks should their claim succeed.
 */
export async function refuseAtDoor(db: DbLike, userId: string, productId: string, now: Date): Promise<{ left: number; taken: number; limit: number }> {
  const row = await unitFor(db, userId, productId);
  if (!row) throw missing();
  const { p, c } = row;
  const taken = row.taken ?? 0;
  refuseWindow(c, now);
  if (taken >= p.perUserLimit) throw overLimit(p.perUserLimit);
  if (p.sold >= p.stock) throw soldOut();
  return { left: p.stock - p.sold, taken, limit: p.perUserLimit };
}

/**
 * Inside the order's transaction, written by the order's own statement (writeAsOne: no round trip of their own): the
 * user's quota (a conditional upsert of their row, within the product's per-user limit), the unit itself
 * (`sold + 1 <= stock` inside the campaign's window, only when the quota took), and the claim row (one per order, only
 * when the unit was taken). The unit's row is shared by every buyer: the order's statement is followed only by its
 * SKU's stock and the commit, so its lock is held briefly. `counts` is the statement's final select; `claimed` reads
 * it and throws the refusal (rolling the whole order back) when the unit was not claimed.
 */
export function campaignClaimWrites(tx: DbLike, input: { claimId: string; userId: string; productId: string; cusOrderId: string; priceFen: number; now: Date }) {
  const { userId, productId, now } = input;
  const at = now.toISOString();
  const [quotaCte, unitCte, rowCte] = ['claim_quota', 'claim_unit', 'claim_row'].map((n) => ({ name: n, ref: sql.identifier(n) }));
  const limit = sql`(select ${campaignProducts.perUserLimit} from ${campaignProducts} where ${campaignProducts.id} = ${productId})`;
  const quota = tx
    .insert(campaignQuota)
    .values({ productId, userId, taken: 1 })
    .onConflictDoUpdate({ target: [campaignQuota.productId, campaignQuota.userId], set: { taken: sql`${campaignQuota.taken} + 1` }, setWhere: sql`${campaignQuota.taken} + 1 <= ${limit}` })
    .returning({ taken: campaignQuota.taken });
  const unit = tx
    .update(campaignProducts)
    .set({ sold: sql`${campaignProducts.sold} + 1` })
    .where(
      and(
        eq(campaignProducts.id, productId),
        sql`${campaignProducts.sold} + 1 <= ${campaignProducts.stock}`,
        sql`exists (select 1 from ${campaigns} where ${campaigns.id} = ${campaignProducts.campaignId} and ${campaigns.status} = 1 and ${campaigns.startAt} <= ${at}::timestamptz and ${campaigns.endAt} > ${at}::timestamptz)`,
        sql`exists (select 1 from ${quotaCte.ref})`,
      ),
    )
    .returning({ campaignId: campaignProducts.campaignId });
  const c = campaignClaims;
  const columns = sql.join([c.id, c.productId, c.campaignId, c.userId, c.cusOrderId, c.priceFen, c.status, c.createdAt].map((col) => sql.identifier(col.name)), sql`, `);
  const claim = sql`insert into ${c} (${columns}) select ${input.claimId}, ${productId}, ${unitCte.ref}.${sql.identifier(campaignProducts.campaignId.name)}, ${userId}, ${input.cusOrderId}, ${input.priceFen}, ${CLAIM.HELD}, ${at}::timestamptz from ${unitCte.ref} returning ${sql.identifier(c.id.name)}`;
  return {
    writes: [
      { cte: quotaCte.name, write: quota },
      { cte: unitCte.name, write: unit },
      { cte: rowCte.name, write: claim },
    ],
    counts: sql`select (select count(*)::int from ${quotaCte.ref}) as "quotaTaken", (select count(*)::int from ${rowCte.ref}) as "claimed"`,
  };
}

/** After the order's statement: nothing when the unit was claimed, else the refusal (missing, window, limit, sold out, in that order). */
export async function claimed(tx: DbLike, who: { userId: string; productId: string }, now: Date, got: { quotaTaken: number | string; claimed: number | string } | undefined) {
  if (Number(got?.claimed) === 1) return;
  const row = await unitFor(tx, who.userId, who.productId);
  if (!row) throw missing();
  refuseWindow(row.c, now);
  if (Number(got?.quotaTaken) !== 1) throw overLimit(row.p.perUserLimit);
  throw soldOut();
}

/**
 * SQL: the ids of the customer orders holding an unpaid unit of this product (claims HELD), for the order module to
 * expire those that are due at the moment a buyer asks for the product (no unit waits for the next sweep).
 */
export function heldOrderIdsSql(productId: string): SQL {
  return sql`select ${campaignClaims.cusOrderId} from ${campaignClaims} where ${campaignClaims.productId} = ${productId} and ${campaignClaims.status} = ${CLAIM.HELD}`;
}

/** Whether the claim made under this id exists (the gate's question after a submission: was my unit used?). */
const claimById = preparedRead((db) => db.select({ id: campaignClaims.id }).from(campaignClaims).where(eq(campaignClaims.id, sql.placeholder('claimId'))));

export async function claimExists(db: DbLike, claimId: string): Promise<boolean> {
  const [r] = await claimById(db, { claimId });
  return !!r;
}

/** The order is paid: its unit is sold for good (HELD → PAID once). A write: await it, or send it with others (writeAsOne). */
export function markCampaignClaimPaid(tx: DbLike, cusOrderId: string, now: Date) {
  return claimPaid(tx, { cusOrderId, now });
}

const claimPaid = prebuilt<{ cusOrderId: string; now: Date }>((db) =>
  db
    .update(campaignClaims)
    .set({ status: CLAIM.PAID, closedAt: ph('now', campaignClaims.closedAt) })
    .where(and(eq(campaignClaims.cusOrderId, ph('cusOrderId')), eq(campaignClaims.status, CLAIM.HELD))),
);

/**
 * The order closed unpaid (cancelled or expired): its unit and the user's quota come back exactly once (the claim
 * moves HELD → RELEASED in one statement; a second call finds nothing). The Redis gate learns it from the unsynced
 * released rows (gate.ts).
 */
export async function releaseCampaignClaim(tx: DbLike, cusOrderId: string, now: Date): Promise<boolean> {
  return !!(await releaseCampaignUnit(tx, cusOrderId, now));
}

/** releaseCampaignClaim, answering whose unit of which product came back (for the door's marks after the commit: doorMark.ts). */
export async function releaseCampaignUnit(tx: DbLike, cusOrderId: string, now: Date): Promise<{ productId: string; userId: string } | undefined> {
  const [cl] = await tx
    .update(campaignClaims)
    .set({ status: CLAIM.RELEASED, closedAt: now })
    .where(and(eq(campaignClaims.cusOrderId, cusOrderId), eq(campaignClaims.status, CLAIM.HELD)))
    .returning();
  if (!cl) return undefined;
  await tx
    .update(campaignQuota)
    .set({ taken: sql`${campaignQuota.taken} - 1` })
    .where(and(eq(campaignQuota.productId, cl.productId), eq(campaignQuota.userId, cl.userId), gt(campaignQuota.taken, 0)));
  await tx
    .update(campaignProducts)
    .set({ sold: sql`${campaignProducts.sold} - 1` })
    .where(and(eq(campaignProducts.id, cl.productId), gt(campaignProducts.sold, 0)));
  return { productId: cl.productId, userId: cl.userId };
}
