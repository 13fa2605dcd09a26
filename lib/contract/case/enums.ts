/** Case codes shared by the server and the case pages (inventory §15). */

export const CASE_TYPE = { SERVICE: 'CASE_TYPE_1', TRADE: 'CASE_TYPE_2' } as const;

/** The product types a case square filters by. */
export const CASE_PRODUCT_TYPES = ['PRO_CLASS_TYPE_SERVICE', 'PRO_CLASS_TYPE_TRANSACTION'] as const;

/** A case is listed only while on the shelf. */
export const CASE_SHELF = { UP: 1, DOWN: 0 } as const;

export const CASE_ORDER_COLUMNS = ['isTop', 'caseScore', 'createTime'] as const;
export type CaseOrderColumn = (typeof CASE_ORDER_COLUMNS)[number];

export type CaseOrderItem = { column: CaseOrderColumn; asc: boolean };

/** The sorts of the case square: 默认 (pinned first, newest) and 评分由高到低. */
export const CASE_SORTS: Record<'default' | 'score', CaseOrderItem[]> = {
  default: [
    { column: 'isTop', asc: false },
    { column: 'createTime', asc: false },
  ],
  score: [
    { column: 'caseScore', asc: false },
    { column: 'createTime', asc: false },
  ],
};

/** The members of a case's dynamic form: the signer, and the staff shown under 服务团队. */
export const CASE_MEMBER = { SIGN: 'STAFF_MEMBER_SIGN', PROJECT_LEADER: 'STAFF_MEMBER_PROJECT_LEADER', DIGESTION: 'STAFF_MEMBER_DIGESTION' } as const;
const MEMBER_ROLE: Record<string, string> = { [CASE_MEMBER.PROJECT_LEADER]: '项目负责人', [CASE_MEMBER.DIGESTION]: '办理专员' };
export const caseMemberRole = (type: string) => MEMBER_ROLE[type] ?? '服务成员';

/** An expert's overall score above this is 优秀, else 良好 (out of 10). */
export const EXPERT_EXCELLENT_ABOVE = 6;
