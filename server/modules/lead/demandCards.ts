import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { LEAD_KIND } from '@/lib/contract/catalog/enums';
import type { AddAllotResourceBody, DemandCard } from '@/lib/contract/demandCard/api';
import { checkAnswers, type AnswerRow } from '@/lib/contract/demandCard/answers';
import {
  ALLOW_PHONE_KEY,
  COMMENT_KEY,
  DEMAND_CARDS_PER_DAY,
  demandCardTitle,
  demandKindOf,
  statusOfMatch,
} from '@/lib/contract/demandCard/enums';
import { reserveEach } from '../../cache';
import type { Deps, SessionUser } from '../../http/types';
import { newId } from '../../db/ids';
import { AppError, ERR, badInput } from '../../http/errors';
import { findUserById } from '../auth/users';
import { districtsOf } from '../dict/regions';
import { findCity } from '../maps/cities';
import { notify } from '../notice/notify';
import { notifyPlanner } from './demandCardNotify';
import { demandCardNotice } from './notices';
import { payloadOf, presentCards, type DemandPayload } from './demandCardRead';
import { routeDemandCard, type Routed } from './demandCardRouting';
import { leads } from './schema';
import { stripEmoji } from '@/lib/emojiText';

// 生成需求卡 (POST /demand_card/v1/add_allot_resource): answers checked, the day's limit reserved, the card saved and
// routed to a planner in one step per customer (the planner's notice written with it), then the planner told in the
// chat workbench.

const DAY_S = 86_400;
const DEDUPE_MS = DAY_S * 1000;
export const DEMAND_LIMIT_MSG = '今日提交的需求卡已达上限，请明天再试';


/**
 * Reserves one card of the day for the account and one for its phone, before anything is saved (docs/adr/0004):
 * each is a single atomic step, so 50 submissions at once save exactly the limit. Answers the give-back.
 */
async function reserveCard(deps: Deps, userId: string, phone: string): Promise<() => Promise<void>> {
  const r = await reserveEach(
    deps.cache,
    [`rl:demand_card:u:${userId}`, `rl:demand_card:p:${phone}`].map((key) => ({ key, max: DEMAND_CARDS_PER_DAY, ttlSeconds: DAY_S })),
  );
  if (r.refused !== -1) throw new AppError(ERR.TOO_MANY, DEMAND_LIMIT_MSG);
  return r.giveBack;
}

/** The card's answers as saved and shown: the first step's, then 备注 and 是否允许电话联系. */
function cardRows(rows: AnswerRow[], comment: string, allowPhone: boolean): AnswerRow[] {
  return [...rows, { label: COMMENT_KEY, value: comment }, { label: ALLOW_PHONE_KEY, value: allowPhone ? '是' : '否' }];
}

export async function addAllotResource(deps: Deps, user: SessionUser, ip: string, input: AddAllotResourceBody): Promise<DemandCard> {
  const kind = demandKindOf(input.requireCode);
  if (!kind) throw badInput('requireCode：需求类型有误');
  const city = findCity(input.cityCode);
  if (!city) throw badInput('cityCode：城市有误');
  const districts = districtsOf(city.code).map((d) => d.name);
  const check = checkAnswers(kind.code, input.answers ?? {}, { cityName: city.name, districts });
  if (!check.ok) throw badInput(`answers：${check.message}`);
  const account = await findUserById(deps.db, user.userId);
  if (!account) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');

  const comment = stripEmoji(input.comment ?? '').trim();
  const allowPhone = input.allowPhone ?? true;
  const name = stripEmoji(input.customerName ?? '').trim() || account.nickName;
  const rows = cardRows(check.rows, comment, allowPhone);
  const content = `${kind.name}|${city.code}|${rows.map((r) => `${r.label}=${r.value}`).join(';')}`;
  const title = demandCardTitle(kind);

  const giveBack = await reserveCard(deps, account.id, account.phone);
  let saved: { row: typeof leads.$inferSelect; created: boolean; routed: Routed | null };
  try {
    // Routed before the customer's lock is taken: the planners, the customer's chats and recent loads are read on the pool.
    const routed = await routeDemandCard(deps.db, user, { cityCode: city.code, code: kind.code }, deps.now());
    saved = await deps.db.transaction(async (tx) => {
      // One card at a time per customer: a double tap finds the first card instead of saving a second.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demand_card:${account.id}`}))`);
      const now = deps.now();
      const [dup] = await tx
        .select()
        .from(leads)
        .where(and(eq(leads.kind, LEAD_KIND.DEMAND_CARD), eq(leads.userId, account.id), eq(leads.content, content), gte(leads.createdAt, new Date(now.getTime() - DEDUPE_MS))))
        .orderBy(desc(leads.createdAt))
        .limit(1);
      if (dup) return { row: dup, created: false, routed: null };
      const payload: DemandPayload = {
        formType: kind.formType,
        answers: rows,
        comment,
        allowPhone,
        match: routed.match,
        customerAttribute: Object.fromEntries(rows.map((r) => [r.label, r.value])),
        sourceSyscode: 'crisps-app',
        firstSourceChannel: 'crisps-app-one-home-page',
        secondSourceChannel: 'crisps-app-two-look-service',
        groupId: null,
      };
      const [row] = await tx
        .insert(leads)
        .values({
          id: newId('ld_'),
          kind: LEAD_KIND.DEMAND_CARD,
          phone: account.phone,
          name,
          userId: account.id,
          source: input.sourceUrl ?? `/myDemandCard/${kind.slug}`,
          sourceChannel: payload.secondSourceChannel,
          content,
          areaCode: city.code,
          areaName: city.name,
          requireCode: kind.code,
          requireName: kind.name,
          targetType: routed.planner ? 'planner' : null,
          targetId: routed.planner?.userId ?? null,
          payload,
          status: statusOfMatch(routed.match),
          ip,
          createdAt: now,
        })
        .returning();
      if (routed.planner) {
        await notify(tx, demandCardNotice(routed.planner.userId, { leadId: row.id, title, customerName: name, cityName: city.name }), now);
      }
      return { row, created: true, routed };
    });
  } catch (err) {
    await giveBack();
    throw err;
  }
  if (!saved.created) {
    // The same card again: it was counted the first time.
    await giveBack();
  } else if (saved.routed?.planner) {
    const groupId = await notifyPlanner(deps, user, saved.routed.planner, {
      leadId: saved.row.id,
      title,
      cityCode: city.code,
      cityName: city.name,
      requireCode: kind.code,
      requireName: kind.name,
      rows,
    });
    if (groupId) saved.row = { ...saved.row, payload: { ...payloadOf(saved.row), groupId } };
  }
  return (await presentCards(deps.db, [saved.row]))[0];
}
