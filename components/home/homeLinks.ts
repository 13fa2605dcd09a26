// Where the home's blocks lead, and the flash sale's slides: the first screen's part of homeBlocks.ts (its own module,
// so the first load does not carry the lower tiles' rules).
/** Where the fixed marketing tiles lead on this site. */
export const MARKETING_LINKS = {
  /** 资产交易 我要转让: the trade listings (公司交易 first). */
  trade: '/list/jyList?typeCode=FL20201224136319',
  known: '/known',
  /** 帮找服务 立即咨询: the demand card (一键发需求). */
  demand: '/myDemandCard',
  subsidy: '/activity/subsidy',
  seckill: '/activity/seckill',
} as const;

/** The seckill carousel shows two ads per slide. */
export function pairs<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += 2) out.push(list.slice(i, i + 2));
  return out;
}
