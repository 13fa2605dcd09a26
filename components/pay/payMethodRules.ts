/**
 * The cashier's rules (选择支付方式, inventory §9): which methods it offers and which of them can be chosen, whether the
 * wallet covers the amount, and what the pay button does. Plain functions, so the page and its unit tests share them.
 */
import type { EnablePayMoney } from '@/lib/contract/pay/api';
import { ORDER_ERR } from '@/lib/contract/order/enums';
import { PAY_METHODS, PAY_PLATFORM, type PayPlatform } from '@/lib/contract/pay/enums';
import { fenToYuan } from '@/lib/format';

/** What the rules read of the cashier's answer. */
export type CashierFacts = Pick<EnablePayMoney, 'walletBalanceFen' | 'currentPayMoneyFen' | 'hasPayPassword'>;

/** The wallet covers this payment. */
export const balanceEnough = (info: CashierFacts) => info.walletBalanceFen >= info.currentPayMoneyFen;

/** A method the customer may choose: the wallet only when its balance covers the amount. */
export const methodAllowed = (method: PayPlatform, info: CashierFacts) => method !== PAY_PLATFORM.WALLET || balanceEnough(info);

/** The method chosen when the cashier opens: the wallet, unless it cannot pay. */
export const defaultMethod = (info: CashierFacts | null): PayPlatform => (info && !balanceEnough(info) ? PAY_PLATFORM.SANDBOX : PAY_PLATFORM.WALLET);

export type OfferedMethod = { code: PayPlatform; name: string; disabled: boolean; note: string };

/** Every method the cashier lists, in order, with whether it can be chosen and its note. */
export function offeredMethods(info: CashierFacts): OfferedMethod[] {
  return PAY_METHODS.map((m) => {
    const disabled = !methodAllowed(m.code, info);
    const note = m.code === PAY_PLATFORM.WALLET ? `可用余额 ${fenToYuan(info.walletBalanceFen)} 元${disabled ? '（余额不足）' : ''}` : '跳转到支付页面完成付款';
    return { code: m.code, name: m.name, disabled, note };
  });
}

export const methodName = (method: PayPlatform) => PAY_METHODS.find((m) => m.code === method)?.name ?? '';

/** The pay button's text: "<method>：<amount> 元". */
export const payButtonText = (method: PayPlatform, amountText: string) => `${methodName(method)}：${amountText} 元`;

/**
 * What tapping the pay button does:
 * - `warn`: nothing is paid; the text says why (agreement not ticked, order timed out, wallet short);
 * - `pay`: start the payment now (the sandbox gateway needs no password);
 * - `setPassword`: the wallet has no pay password yet — offer to set one;
 * - `askPassword`: open the pay-password sheet, whose password then pays from the wallet.
 */
export type PayAction = { kind: 'warn'; text: string } | { kind: 'pay' } | { kind: 'setPassword' } | { kind: 'askPassword' };

export function payButtonAction(s: { method: PayPlatform; agreed: boolean; expired: boolean; info: CashierFacts }): PayAction {
  if (!s.agreed) return { kind: 'warn', text: '请先阅读薯片平台订单协议' };
  if (s.expired) return { kind: 'warn', text: '订单已超时，请重新下单' };
  if (s.method === PAY_PLATFORM.SANDBOX) return { kind: 'pay' };
  if (!balanceEnough(s.info)) return { kind: 'warn', text: '钱包余额不足' };
  if (!s.info.hasPayPassword) return { kind: 'setPassword' };
  return { kind: 'askPassword' };
}

/** A wrong or locked pay password is shown in the open sheet (try again, or 忘记支付密码 under it); any other failure closes it. */
export const errorStaysInSheet = (code: number | undefined) => code === ORDER_ERR.PAY_PASSWORD_WRONG || code === ORDER_ERR.PAY_PASSWORD_LOCKED;
