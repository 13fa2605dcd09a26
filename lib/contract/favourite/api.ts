import { z } from 'zod';
import { limitField, looseId, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { FAVOURITE_TYPE, type FavouriteType } from '../catalog/enums';

// ——— requests ———

const TYPES = Object.values(FAVOURITE_TYPE) as [FavouriteType, ...FavouriteType[]];
const targetType = z.enum(TYPES, { error: (i) => (i.input === undefined ? '不能为空' : '收藏类型有误') });

export const FavouriteTarget = z.object({ targetType, targetId: looseId('收藏对象') });
export type FavouriteTarget = z.infer<typeof FavouriteTarget>;

export const ListFavouritesQuery = z.object({ targetType: targetType.optional(), page: pageField(), limit: limitField(10, 50) });
export type ListFavouritesInput = z.input<typeof ListFavouritesQuery>;

export type ListFavouritesQuery = z.infer<typeof ListFavouritesQuery>;

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
