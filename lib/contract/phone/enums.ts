/** The hidden-number call of spec §4 "Phone contact flow": what its status means and what the page says. */

/** 1: a relay number to dial; 0: the planner is disabled; 3: the planner has resigned (the planner's status). */
export const PHONE_STATUS = { CALLABLE: 1, DISABLED: 0, RESIGNED: 3 } as const;
export type PhoneStatus = (typeof PHONE_STATUS)[keyof typeof PHONE_STATUS];

export const PHONE_STATUS_MESSAGES: Record<typeof PHONE_STATUS.DISABLED | typeof PHONE_STATUS.RESIGNED, string> = {
  [PHONE_STATUS.DISABLED]: '当前人员已禁用，无法拨打电话',
  [PHONE_STATUS.RESIGNED]: '当前人员已离职，无法拨打电话',
};
