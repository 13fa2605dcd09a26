import { z } from 'zod';
import { intIn, limitField, looseId, optional, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { FAVOURITE_TYPE, type FavouriteType } from '../catalog/enums';
import { KNOWN_TYPE } from '../known/enums';
import { KnownPage } from '../known/api';

// ——— requests ———

const TYPES = Object.values(FAVOURITE_TYPE) as [FavouriteType, ...FavouriteType[]];
const targetType = z.enum(TYPES, { error: (i) => (i.input === undefined ? '不能为空' : '收藏类型有误') });

export const FavouriteTarget = z.object({ targetType, targetId: looseId('收藏对象') });
export type FavouriteTarget = z.infer<typeof FavouriteTarget>;

export const ListFavouritesQuery = z.object({ targetType: targetType.optional(), page: pageField(), limit: limitField(10, 50) });
export type ListFavouritesInput = z.input<typeof ListFavouritesQuery>;

export type ListFavouritesQuery = z.infer<typeof ListFavouritesQuery>;

/** The most favourites one batch delete takes (a page of the list at its largest). */
export const BATCH_DELETE_MAX = 50;

/** Favourite ids (the list's `id`), as a comma list or a JSON array string; 1 to 50 of them. */
const favouriteIds = z
  .string({ error: '请选择要取消收藏的内容' })
  .max(4000, '收藏记录有误')
  .transform((s, ctx) => {
    let items: unknown = s.split(',');
    if (s.trim().startsWith('[')) {
      try {
        items = JSON.parse(s);
      } catch {
        items = null;
      }
    }
    const ids = Array.isArray(items) ? [...new Set(items.map((x) => String(x).trim()).filter(Boolean))] : null;
    if (!ids || !ids.length) ctx.addIssue({ code: 'custom', message: '请选择要取消收藏的内容' });
    else if (ids.length > BATCH_DELETE_MAX) ctx.addIssue({ code: 'custom', message: `一次最多取消${BATCH_DELETE_MAX}条收藏` });
    else if (ids.some((id) => id.length > 64 || !/^[A-Za-z0-9_-]+$/.test(id))) ctx.addIssue({ code: 'custom', message: '收藏记录有误' });
    else return ids;
    return z.NEVER;
  })
  .meta({ example: 'fav_a1,fav_b2' });
export const BatchDeleteFavouritesBody = z.object({ ids: favouriteIds });
export type BatchDeleteFavouritesInput = z.input<typeof BatchDeleteFavouritesBody>;

const KNOWN_TYPES = Object.values(KNOWN_TYPE);
/** 必懂 collects: all kinds, or 1 问题 2 文章 3 回答 5 视频. */
export const KnownCollectsQuery = z.object({
  type: optional(intIn('内容类型', 1, 5).refine((n) => (KNOWN_TYPES as number[]).includes(n), '内容类型有误')).meta({ type: 'integer', enum: KNOWN_TYPES }),
  page: pageField(),
  limit: limitField(10, 50),
});
export type KnownCollectsInput = z.input<typeof KnownCollectsQuery>;

// ——— answers ———

export const SavedState = z.object({ saved: z.boolean() });
export type SavedState = z.infer<typeof SavedState>;

/** Title, image and price / subtitle of the target as it is now; `gone` when it was removed since. */
export const FavouriteItem = z.object({
  id: z.string(),
  targetType,
  targetId: z.string(),
  name: z.string(),
  img: z.string(),
  subtitle: z.string(),
  priceText: z.string(),
  href: z.string(),
  gone: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type FavouriteItem = z.infer<typeof FavouriteItem>;

export const FavouritePage = pagedSchema(FavouriteItem);
export type FavouritePage = z.infer<typeof FavouritePage>;

/** How many of the given favourites were the caller's and are gone now (others' ids are left alone, not counted). */
export const BatchDeleteResult = z.object({ removed: z.number().int() });
export type BatchDeleteResult = z.infer<typeof BatchDeleteResult>;

/** The 必懂 contents the user collected, newest collect first (the community's own card). */
export const KnownCollectPage = KnownPage;
export type KnownCollectPage = KnownPage;
