import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Ad materials and navigation items of the home page. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ad materials, one row per material, grouped by slot (location_code). link_type: 1 route, 2 external URL, 3 image page. */
export const ads = pgTable(
  'ads',
  {
    id: text('id').primaryKey(),
    locationCode: text('location_code').notNull(),
    materialName: text('material_name').notNull().default(''),
    materialDescription: text('material_description').notNull().default(''),
    materialUrl: text('material_url').notNull(),
    linkType: integer('link_type').notNull().default(1),
    wapLink: text('wap_link').notNull().default(''),
    materialLink: text('material_link').notNull().default(''),
    imgLink: text('img_link').notNull().default(''),
    /** Terminals it shows on (COMDIC_TERMINAL_WAP / _APP / _APPLET); empty = all. */
    terminalCodes: text('terminal_codes').array().notNull().default([]),
    /** City codes it is limited to; empty = everywhere. */
    areaCodes: text('area_codes').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
  },
  (t) => [index('ads_location_idx').on(t.locationCode, t.sort)],
);

/** Navigation grid items by category (nav100007 fixed, nav100012 scroll, nav100026 tools). way: 1 route, 2 URL, 3 image. */
export const navItems = pgTable(
  'nav_items',
  {
    id: text('id').primaryKey(),
    categoryCode: text('category_code').notNull(),
    name: text('name').notNull(),
    iconUrl: text('icon_url').notNull(),
    navigationWay: integer('navigation_way').notNull().default(1),
    wapRoute: text('wap_route').notNull().default(''),
    url: text('url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('nav_items_category_idx').on(t.categoryCode, t.sort)],
);
