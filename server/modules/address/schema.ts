import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// 收货地址. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer's shipping addresses: region codes with the names they had when saved, the detail line, an optional
 * postcode. At most one default per user, held by a partial unique index (every write also runs under the user's
 * lock, so the count limit and the default swap are exact under concurrency).
 */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    areaName: text('area_name').notNull().default(''),
    address: text('address').notNull(),
    postcode: text('postcode').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('shipping_addresses_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
