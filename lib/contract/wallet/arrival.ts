/**
 * When money arrives, in one wording wherever it is promised (issue 28): the withdrawal page and agreement, the refund
 * notes of the after-sale pages, the guarantee copy and the help texts. tests/unit/arrivalTimes.test.ts holds every
 * other promise of days to these. A module of its own: pages import it without the wallet's other enums.
 */
export const ARRIVAL = {
  /** A withdrawal, to the bound bank card. */
  withdraw: '一般1～3个工作日内到账',
  /** A refund of what was paid online, back to the paying account. */
  refundOnline: '一般5个工作日内到账',
  /** A refund of what was paid from the wallet. */
  refundWallet: '即时到账',
} as const;
