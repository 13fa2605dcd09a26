import { AD_SLOT } from '@/lib/contract/catalog/adSlots';

/**
 * The one set of home ad slots (the original used different codes on its client retry; inventory §20): the top
 * banner first, then 限时秒杀, 政策补贴 and 企服必懂.
 */
export const AD_SLOTS_HOME = [AD_SLOT.HOME_TOP, AD_SLOT.SECKILL, AD_SLOT.SUBSIDY, AD_SLOT.KNOWN];
