import type { Context } from 'hono';
import type { CreatedSession } from '@/lib/contract/activity/api';
import { SPEC_TYPE } from '@/lib/contract/activity/enums';
import { forbidden, notFound } from '../../http/errors';
import type { HonoEnv } from '../../http/types';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { goodsByIds } from '../goods/query';
import { defaultSkuOf } from '../goods/skus';
import { ADVERT_OF } from './seedPlan';
import { campaignProducts, campaigns } from './schema';
import { beijingTime } from './status';
import { platformActor } from '../ops/actor';

// The operator's side of the flash sale: opening an 整点秒杀 场次 (X-Operator-Token, like the other operator calls).

/** The platform (the desk's session or X-Operator-Token, ops/actor.ts); anyone else is refused. */
export function requireCampaignOperator(c: Context<HonoEnv>, env: NodeJS.ProcessEnv = process.env): void {
  if (!platformActor(c, env)) throw forbidden('仅平台运营人员可以操作');
}

export type NewSession = { title: string; goodsId?: string; startInSeconds: number; durationSeconds: number; specialPriceFen: number; stock: number; perUserLimit: number };

/** A 场次 of one goods (default: the first that can be bought) at the campaign price, starting startInSeconds from now. */
export async function createSeckillSession(db: Db, s: NewSession, now: Date): Promise<CreatedSession> {
  const goodsId = s.goodsId ?? 'g_0001';
  const [g] = await goodsByIds(db, [goodsId]);
  const sku = g ? await defaultSkuOf(db, g.id) : undefined;
  if (!g || !sku) throw notFound('goodsId：商品不存在');
  const startAt = new Date(Math.floor((now.getTime() + s.startInSeconds * 1000) / 1000) * 1000);
  const endAt = new Date(startAt.getTime() + s.durationSeconds * 1000);
  const id = newId('cp_');
  const specCode = `XSQGOP${id.slice(3).replace(/[^A-Za-z0-9]/g, '')}`;
  const productId = newId('cpp_');
  await db.transaction(async (tx) => {
    await tx.insert(campaigns).values({
      id,
      specCode,
      specType: SPEC_TYPE.XSQG,
      kind: 'SESSION',
      title: s.title === '整点秒杀' ? `${beijingTime(startAt).slice(11, 16)} 整点秒杀` : s.title,
      subtitle: '运营场次',
      startAt,
      endAt,
      ...ADVERT_OF[SPEC_TYPE.XSQG],
      sort: 10,
    });
    await tx.insert(campaignProducts).values({
      id: productId,
      campaignId: id,
      goodsId: g.id,
      skuId: sku.id,
      specialPriceFen: s.specialPriceFen,
      tags: ['整点秒杀'],
      stock: s.stock,
      perUserLimit: s.perUserLimit,
      isReco: true,
    });
  });
  return { specCode, activityProductId: productId, startAt: startAt.toISOString(), endAt: endAt.toISOString() };
}
