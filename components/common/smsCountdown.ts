/**
 * The SMS code button's countdown, alone in its module: every code field uses it, and importing it from PhoneField
 * pulled the phone field, the graph-captcha dialog and the SMS service into each page with a code field.
 */
export const SMS_COUNTDOWN_S = 60;

export function countdownLabel(left: number): string {
  return left > 0 ? `(${left})重新获取` : '获取验证码';
}
