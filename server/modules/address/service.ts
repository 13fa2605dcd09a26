import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddShippingAddressBody, DeletedAddress, ShippingAddress, ShippingAddressList, ShippingSnapshot, UpdateShippingAddressBody } from '@/lib/contract/address/api';
import { ADDRESS_DETAIL_MIN, ADDRESS_MAX, ADDRESS_MSG, fullAddressOf } from '@/lib/contract/address/enums';
import { stripEmoji } from '@/lib/emojiText';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import { plainText } from '../known/moderation';
import { resolveRegion, type Region } from './region';
import { shippingAddresses } from './schema';

// 收货地址 (inventory my §13): the caller's own addresses only — another user's id answers 不存在, like an unknown one.
// Every write runs in a transaction holding the user's lock, so "at most ADDRESS_MAX" and "exactly one default" hold
// under any concurrency; the partial unique index on the default is the backstop.

type Row = typeof shippingAddresses.$inferSelect;

export function presentAddress(r: Row): ShippingAddress {
  return {
    id: r.id,
    contactName: r.contactName,
    phone: r.phone,
    provinceCode: r.provinceCode,
    provinceName: r.provinceName,
    cityCode: r.cityCode,
    cityName: r.cityName,
    areaCode: r.areaCode,
    areaName: r.areaName,
    address: r.address,
    postcode: r.postcode,
    fullAddress: fullAddressOf(r),
    defaultAddress: r.isDefault ? 1 : 0,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/** The user's lock for the rest of the transaction: their address writes happen one at a time. */
const lockUser = (tx: DbLike, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shipping_address:${userId}`}))`);

const mine = (userId: string, id: string) => and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id));

/** The detail line as stored: tags and emoji gone, whitespace tidied; still long enough. */
function cleanDetail(text: string): string {
  const clean = plainText(stripEmoji(text)).trim();
  if (!clean) throw badInput(`address：${ADDRESS_MSG.detailMissing}`);
  if (clean.length < ADDRESS_DETAIL_MIN) throw badInput(`address：${ADDRESS_MSG.detailShort}`);
  return clean;
}

function regionOf(input: AddShippingAddressBody): Region {
  const r = resolveRegion(input);
  if (!r.ok) throw badInput(`${r.field}：${r.message}`);
  return r.region;
}

function fieldsOf(input: AddShippingAddressBody) {
  return { contactName: input.contactName, phone: input.phone, ...regionOf(input), address: cleanDetail(input.address), postcode: input.postcode ?? '' };
}

async function ownRow(db: DbLike, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(shippingAddresses).where(mine(userId, id)).limit(1);
  if (!row) throw notFound(ADDRESS_MSG.notFound);
  return row;
}

/** Clears the user's default (inside their lock), before another address becomes it; not a change of the address itself. */
const clearDefault = (tx: DbLike, userId: string, except?: string) =>
  tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true), except ? ne(shippingAddresses.id, except) : undefined));

/** GET shipping_address_list: the default first, then the most recently changed. */
export async function listAddresses(db: DbLike, userId: string): Promise<ShippingAddressList> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.updatedAt), asc(shippingAddresses.id));
  return { records: rows.map(presentAddress), total: rows.length, max: ADDRESS_MAX };
}

/** GET shipping_address_info. */
export async function addressDetail(db: DbLike, userId: string, id: string): Promise<ShippingAddress> {
  return presentAddress(await ownRow(db, userId, id));
}

/** POST add_shipping_address: at most ADDRESS_MAX (409 beyond); the first one, or one asked to be, is the default. */
export async function addAddress(db: Db, userId: string, input: AddShippingAddressBody, now: Date): Promise<ShippingAddress> {
  const fields = fieldsOf(input);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ n, defaults }] = await tx
      .select({ n: sql<number>`count(*)::int`, defaults: sql<number>`count(*) filter (where ${shippingAddresses.isDefault})::int` })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId));
    if (Number(n) >= ADDRESS_MAX) throw new AppError(ERR.CONFLICT, ADDRESS_MSG.full);
    const isDefault = input.defaultAddress === 1 || Number(defaults) === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [created] = await tx
      .insert(shippingAddresses)
      .values({ id: newId('ad_'), userId, ...fields, isDefault, createdAt: now, updatedAt: now })
      .returning();
    return created;
  });
  return presentAddress(row);
}

/**
 * POST update_shipping_address: the fields, and the default when asked (defaultAddress=1). The default is moved, never
 * dropped: 0 on the default address keeps it the default (make another one the default instead).
 */
export async function updateAddress(db: Db, userId: string, input: UpdateShippingAddressBody, now: Date): Promise<ShippingAddress> {
  const fields = fieldsOf(input);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const cur = await ownRow(tx, userId, input.id);
    const makeDefault = input.defaultAddress === 1 && !cur.isDefault;
    if (makeDefault) await clearDefault(tx, userId, cur.id);
    const [updated] = await tx
      .update(shippingAddresses)
      .set({ ...fields, isDefault: cur.isDefault || makeDefault, updatedAt: now })
      .where(mine(userId, cur.id))
      .returning();
    return updated;
  });
  return presentAddress(row);
}

/** POST set_default: this address becomes the one default in the same transaction that clears the old one. */
export async function setDefaultAddress(db: Db, userId: string, id: string, now: Date): Promise<ShippingAddress> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const cur = await ownRow(tx, userId, id);
    if (cur.isDefault) return cur;
    await clearDefault(tx, userId, cur.id);
    const [updated] = await tx.update(shippingAddresses).set({ isDefault: true, updatedAt: now }).where(mine(userId, cur.id)).returning();
    return updated;
  });
  return presentAddress(row);
}

/** POST del_address: gone; when it was the default, the most recently changed of the rest becomes the default. */
export async function deleteAddress(db: Db, userId: string, id: string, now: Date): Promise<DeletedAddress> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [gone] = await tx.delete(shippingAddresses).where(mine(userId, id)).returning();
    if (!gone) throw notFound(ADDRESS_MSG.notFound);
    const [current] = await tx
      .select({ id: shippingAddresses.id, isDefault: shippingAddresses.isDefault })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.updatedAt), asc(shippingAddresses.id))
      .limit(1);
    if (!current) return { id: gone.id, defaultId: null };
    if (!current.isDefault) await tx.update(shippingAddresses).set({ isDefault: true, updatedAt: now }).where(mine(userId, current.id));
    return { id: gone.id, defaultId: current.id };
  });
}

/**
 * For the order module's checkout: the caller's address as it is now, to be kept on the order (a snapshot: later edits
 * or deletion of the address do not change an order). Another user's or an unknown id is 不存在 (404).
 */
export async function shippingSnapshotOf(db: DbLike, userId: string, id: string): Promise<ShippingSnapshot> {
  const r = await ownRow(db, userId, id);
  return {
    addressId: r.id,
    contactName: r.contactName,
    phone: r.phone,
    provinceName: r.provinceName,
    cityName: r.cityName,
    areaName: r.areaName,
    address: r.address,
    postcode: r.postcode,
    fullAddress: fullAddressOf(r),
  };
}
