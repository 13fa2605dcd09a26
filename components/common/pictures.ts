/** The pictures shown for a missing one: the avatar of a user without one, the goods placeholder. */
export const DEFAULT_AVATAR = '/images/avatar-default.svg';
export const GOODS_PLACEHOLDER = '/images/gen/placeholder/goods.svg';
