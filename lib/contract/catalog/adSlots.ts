// The ad slots' codes on their own: the home's first load needs them and nothing else of enums.ts.
/** Ad slots (inventory §18). */
export const AD_SLOT = {
  HOME_TOP: 'ad100234',
  HOME_CAROUSEL: 'ad100237',
  HOME_HELP: 'ad113285',
  SECKILL: 'ad113282',
  SUBSIDY: 'ad113284',
  KNOWN: 'ad100032',
  LIST: 'ad100399',
  DETAIL_MID: 'ad100149',
  CATEGORY: 'ad100400',
} as const;
