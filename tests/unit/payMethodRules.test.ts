import { balanceEnough, defaultMethod, errorStaysInSheet, methodAllowed, offeredMethods, payButtonAction, payButtonText } from '@/components/pay/payMethodRules';
import { ORDER_ERR } from '@/lib/contract/order/enums';

const rich = { walletBalanceFen: 100_000, currentPayMoneyFen: 59_900, hasPayPassword: true };
const exact = { ...rich, walletBalanceFen: 59_900 };
const poor = { ...rich, walletBalanceFen: 59_899 };

describe('the wallet against the amount', () => {
  it('covers it when the balance is at least the amount', () => {
    expect(balanceEnough(rich)).toBe(true);
    expect(balanceEnough(exact)).toBe(true);
    expect(balanceEnough(poor)).toBe(false);
  });

  it('the wallet can be chosen only when it covers the amount; the gateway always', () => {
    expect(methodAllowed('WALLET', rich)).toBe(true);
    expect(methodAllowed('WALLET', poor)).toBe(false);
    expect(methodAllowed('SANDBOX', poor)).toBe(true);
  });

  it('opens on the wallet unless it is short (and on the wallet when nothing is known yet)', () => {
    expect(defaultMethod(rich)).toBe('WALLET');
    expect(defaultMethod(poor)).toBe('SANDBOX');
    expect(defaultMethod(null)).toBe('WALLET');
  });
});

describe('the methods the cashier lists', () => {
  it('wallet first with its balance, then the gateway', () => {
    expect(offeredMethods(rich)).toEqual([
      { code: 'WALLET', name: '余额支付', disabled: false, note: '可用余额 1000.00 元' },
      { code: 'SANDBOX', name: '在线支付（沙箱）', disabled: false, note: '跳转到支付页面完成付款' },
    ]);
  });

  it('a short wallet is listed, disabled, and says so', () => {
    expect(offeredMethods(poor)[0]).toEqual({ code: 'WALLET', name: '余额支付', disabled: true, note: '可用余额 598.99 元（余额不足）' });
    expect(offeredMethods(poor)[1].disabled).toBe(false);
  });

  it('the button names the method and the amount', () => {
    expect(payButtonText('WALLET', '599.00')).toBe('余额支付：599.00 元');
    expect(payButtonText('SANDBOX', '599.00')).toBe('在线支付（沙箱）：599.00 元');
  });
});

describe('what the pay button does', () => {
  const tap = (patch: Partial<Parameters<typeof payButtonAction>[0]>) => payButtonAction({ method: 'WALLET', agreed: true, expired: false, info: rich, ...patch });

  it('asks for the agreement first, then refuses a timed-out order', () => {
    expect(tap({ agreed: false, expired: true })).toEqual({ kind: 'warn', text: '请先阅读薯片平台订单协议' });
    expect(tap({ expired: true })).toEqual({ kind: 'warn', text: '订单已超时，请重新下单' });
    expect(tap({ method: 'SANDBOX', expired: true })).toEqual({ kind: 'warn', text: '订单已超时，请重新下单' });
  });

  it('the gateway pays at once, without a password, whatever the wallet holds', () => {
    expect(tap({ method: 'SANDBOX', info: { ...poor, hasPayPassword: false } })).toEqual({ kind: 'pay' });
  });

  it('the wallet: short → warning; no pay password → set one; else the password sheet', () => {
    expect(tap({ info: poor })).toEqual({ kind: 'warn', text: '钱包余额不足' });
    expect(tap({ info: { ...rich, hasPayPassword: false } })).toEqual({ kind: 'setPassword' });
    expect(tap({})).toEqual({ kind: 'askPassword' });
  });

  it('a wrong or locked password keeps the sheet open (with 忘记支付密码 under it)', () => {
    expect(errorStaysInSheet(ORDER_ERR.PAY_PASSWORD_WRONG)).toBe(true);
    expect(errorStaysInSheet(ORDER_ERR.PAY_PASSWORD_LOCKED)).toBe(true);
    expect(errorStaysInSheet(ORDER_ERR.BALANCE_LOW)).toBe(false);
    expect(errorStaysInSheet(undefined)).toBe(false);
  });
});
